import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { uploadSiteFile } from '../../api/files.ts';
import { fileProblem } from '../../ui/upload/checks.ts';

export interface QueuedUpload {
  id: number;
  name: string;
  size: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';
  progress: number;
  error: string | null;
}

/** Two at a time: enough to keep the line busy without starving the rest of the app. */
const PARALLEL = 2;

/**
 * Uploads to a site's files, several at once, each with its own progress, error and cancel.
 * Files that fail the browser-side checks are listed as failed without being sent.
 */
export function useUploadQueue(landingId: number, maxBytes: number | null, onUploaded: () => void) {
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const files = useRef(new Map<number, File>());
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  // An upload starts once, even when the effect below runs again with the same list.
  const started = useRef(new Set<number>());

  const update = useCallback((id: number, patch: Partial<QueuedUpload>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  // Starts waiting uploads while fewer than PARALLEL are running.
  useEffect(() => {
    const running = items.filter((item) => item.status === 'uploading').length;
    const waiting = items
      .filter((item) => item.status === 'waiting')
      .slice(0, Math.max(0, PARALLEL - running));
    for (const item of waiting) {
      const file = files.current.get(item.id);
      if (!file || started.current.has(item.id)) continue;
      started.current.add(item.id);
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      update(item.id, { status: 'uploading' });
      uploadSiteFile(landingId, file, {
        signal: controller.signal,
        onProgress: (progress) => update(item.id, { progress }),
      })
        .then(() => {
          update(item.id, { status: 'done', progress: 1 });
          onUploaded();
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(item.id, {
            status: 'failed',
            error: isApiError(error) ? error.message : 'Upload failed.',
          });
        })
        .finally(() => {
          controllers.current.delete(item.id);
          files.current.delete(item.id);
        });
    }
  }, [items, landingId, onUploaded, update]);

  // Leaving the screen stops what is still going.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const add = useCallback(
    (chosen: File[]) => {
      const added: QueuedUpload[] = chosen.map((file) => {
        const id = nextId.current++;
        const problem = fileProblem(file, maxBytes);
        if (!problem) files.current.set(id, file);
        return {
          id,
          name: file.name,
          size: file.size,
          status: problem ? 'failed' : 'waiting',
          progress: 0,
          error: problem,
        };
      });
      setItems((list) => [...list, ...added]);
    },
    [maxBytes],
  );

  const cancel = useCallback(
    (id: number) => {
      controllers.current.get(id)?.abort();
      files.current.delete(id);
      update(id, { status: 'cancelled' });
    },
    [update],
  );

  const clearFinished = useCallback(() => {
    setItems((list) => list.filter((item) => item.status === 'waiting' || item.status === 'uploading'));
  }, []);

  return { items, add, cancel, clearFinished };
}
