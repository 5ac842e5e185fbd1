import { notifications } from '@mantine/notifications';
import { UPLOAD_MESSAGES } from '@tessera/api-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { fileProblem, metaRatioProblem, readImageSize } from './checks.ts';
import {
  type ImageUploadOptions,
  reportsInAlert,
  sendImageUpload,
  type UploadContext,
  type UploadedImage,
} from './targets.ts';

export interface ImageUploadState {
  /** SPEC §4: set on upload start, cleared on success or failure. */
  uploading: boolean;
  /** 0..1 of the bytes sent. */
  progress: number;
  /** What to show next to the field (non-converting uploads and checks made here); null otherwise. */
  error: string | null;
}

/**
 * One image field's upload: checks the file, sends it with progress and gives back the SPEC §3
 * upload response. A new upload cancels the one in flight; leaving the screen cancels too.
 */
export function useImageUpload(options: ImageUploadOptions) {
  const [state, setState] = useState<ImageUploadState>({ uploading: false, progress: 0, error: null });
  const inFlight = useRef<AbortController | null>(null);
  // From the app config, not the agency's storage usage: admins upload too, and have no agency.
  const maxBytes = useAppConfig().max_upload_bytes;
  const { kind, landingId, resize, prompt, skipRatioCheck } = options;

  useEffect(() => () => inFlight.current?.abort(), []);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setState({ uploading: false, progress: 0, error: null });
  }, []);

  /** The browser-side checks alone: true when the file may be sent, else the error shows. */
  const check = useCallback(
    (file: File): boolean => {
      const problem = fileProblem(file, maxBytes);
      setState({ uploading: false, progress: 0, error: problem });
      return problem === null;
    },
    [maxBytes],
  );

  const upload = useCallback(
    async (file: File, context: UploadContext = {}): Promise<UploadedImage | null> => {
      inFlight.current?.abort();
      const problem = fileProblem(file, maxBytes);
      if (problem) {
        setState({ uploading: false, progress: 0, error: problem });
        return null;
      }
      if (kind === 'meta') {
        const size = await readImageSize(file);
        const ratio = size ? metaRatioProblem(size) : null;
        if (ratio) {
          // SPEC §8: a bottom toast, and the upload is blocked.
          notifications.show({
            color: 'red',
            message: ratio,
            position: 'bottom-center',
            autoClose: TOAST_DURATION_MS,
          });
          setState({ uploading: false, progress: 0, error: null });
          return null;
        }
      }
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ uploading: true, progress: 0, error: null });
      try {
        const result = await sendImageUpload(
          file,
          { kind, landingId, resize, prompt, skipRatioCheck },
          context,
          {
            signal: controller.signal,
            onProgress: (progress) => setState((s) => ({ ...s, progress })),
          },
        );
        if (inFlight.current === controller) inFlight.current = null;
        setState({ uploading: false, progress: 1, error: null });
        return result;
      } catch (error) {
        if (controller.signal.aborted) return null;
        inFlight.current = null;
        // SPEC §8: a non-converting upload shows the server's text, else 'Upload failed.'; other
        // failures already showed the global toast and only clear the loading state.
        const message = reportsInAlert(kind)
          ? isApiError(error) && error.message
            ? error.message
            : UPLOAD_MESSAGES.uploadFailed
          : null;
        setState({ uploading: false, progress: 0, error: message });
        return null;
      }
    },
    [kind, landingId, resize, prompt, skipRatioCheck, maxBytes],
  );

  return { ...state, upload, check, cancel, clearError: () => setState((s) => ({ ...s, error: null })) };
}
