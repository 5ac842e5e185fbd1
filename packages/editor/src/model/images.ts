import { findNode, LOGO_MAX, RATIO_DETECT_DELAY_MS } from '@tessera/document';
import type { UploadAnswer, UploadKind } from '../services.ts';
import { runCommand } from './commands.ts';
import type { EditorEngine, Outcome } from './editor.ts';
import { getAt, patchThrough } from './paths.ts';
import { uploadKey } from './ui-state.ts';

/** SPEC §3: Ratio is height divided by width, two decimals; 0 when unknown. */
export function ratioOf(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 0;
  return Math.round((height / width) * 100) / 100;
}

/** SPEC §9: a logo is shown within 300 × 60, never enlarged. */
export function fitLogo(width: number, height: number): { ShowWidth: number; ShowHeight: number } {
  if (!(width > 0) || !(height > 0)) return { ShowWidth: 0, ShowHeight: 0 };
  const scale = Math.min(LOGO_MAX.width / width, LOGO_MAX.height / height, 1);
  return {
    ShowWidth: Math.max(1, Math.round(width * scale)),
    ShowHeight: Math.max(1, Math.round(height * scale)),
  };
}

export type SizeLoader = (url: string) => Promise<{ width: number; height: number }>;

/** Reads an image's natural size in the browser (nothing is added to the page). */
export const browserSizeLoader: SizeLoader = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('The image could not be loaded.'));
    image.src = url;
  });

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * SPEC §9: the Ratio is recomputed 500 ms after a URL is typed. Per field key: a newer edit
 * cancels the pending one, and an answer for a URL that has since changed is dropped.
 */
export class RatioWatcher {
  private readonly pending = new Map<string, { timer: unknown; url: string }>();

  constructor(
    private readonly load: SizeLoader = browserSizeLoader,
    private readonly timers: Timers = browserTimers,
    private readonly delay = RATIO_DETECT_DELAY_MS,
  ) {}

  schedule(key: string, url: string, apply: (size: { width: number; height: number }) => void): void {
    this.cancel(key);
    if (url.trim() === '') return;
    const timer = this.timers.setTimeout(() => {
      void this.load(url)
        .then((size) => {
          if (this.pending.get(key)?.url === url) {
            this.pending.delete(key);
            apply(size);
          }
        })
        .catch(() => {
          if (this.pending.get(key)?.url === url) this.pending.delete(key);
        });
    }, this.delay);
    this.pending.set(key, { timer, url });
  }

  cancel(key: string): void {
    const current = this.pending.get(key);
    if (current) this.timers.clearTimeout(current.timer);
    this.pending.delete(key);
  }

  dispose(): void {
    for (const key of [...this.pending.keys()]) this.cancel(key);
  }
}

/**
 * The editor's watcher: one per editor, not per settings panel, so a measurement still lands when
 * the user moves on to another element within the 500 ms.
 */
const watchers = new WeakMap<EditorEngine, RatioWatcher>();
export function ratioWatcherOf(engine: EditorEngine): RatioWatcher {
  let watcher = watchers.get(engine);
  if (!watcher) {
    watcher = new RatioWatcher();
    watchers.set(engine, watcher);
  }
  return watcher;
}

/** An image value whose URL was typed: where it is, and what was measured for it. */
export interface MeasuredImage {
  nodeId: string;
  /** Path of the image value in the node's options (`Image`, `Logo`, `images.3`). */
  valueKey: string;
  /** The URL measured; nothing is written if the value holds another one by now. */
  url: string;
  /** An image keeps a Ratio; a logo its shown size within 300 × 60. */
  variant: 'ratio' | 'logo';
}

/**
 * Writes a measured size into the image value (SPEC §9 Ratio, or a logo's ShowWidth/ShowHeight),
 * reading the value as the document has it now. It merges into the undo step of the URL edit it
 * follows (the same field's coalesce key). Null when the value has changed since.
 */
export function applyMeasuredSize(
  engine: EditorEngine,
  image: MeasuredImage,
  size: { width: number; height: number },
): Outcome | null {
  const node = findNode(engine.doc, image.nodeId)?.node;
  if (!node) return null;
  const current = getAt(node.options, image.valueKey);
  if (typeof current !== 'object' || current === null || (current as { url?: unknown }).url !== image.url)
    return null;
  const next =
    image.variant === 'logo'
      ? { ...current, ...fitLogo(size.width, size.height) }
      : { ...current, Ratio: ratioOf(size.width, size.height) };
  const listAt = image.valueKey.split('.').findIndex((key) => /^\d+$/.test(key));
  const fieldPath = listAt > 0 ? image.valueKey.split('.').slice(0, listAt).join('.') : image.valueKey;
  return runCommand(engine, 'updateOptions', {
    id: image.nodeId,
    patch: patchThrough(node.options, image.valueKey, next),
    coalesceKey: `${image.nodeId}:${fieldPath}`,
  });
}

/**
 * SPEC §4: an upload sets the uploading flag of its element and value key on start and clears it
 * on success or failure. `apply` stores the answer (url, Ratio or logo size) into the field.
 */
export async function uploadWithFlag(
  engine: EditorEngine,
  upload: (
    kind: UploadKind,
    file: File,
    meta: { elementId: string; valueKey: string },
  ) => Promise<UploadAnswer>,
  request: { kind: UploadKind; file: File; elementId: string; valueKey: string },
  apply: (answer: UploadAnswer) => void,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const key = uploadKey(request.elementId, request.valueKey);
  const setFlag = (on: boolean) => {
    const next = { ...engine.ui.uploading };
    if (on) next[key] = true;
    else delete next[key];
    engine.setUi({ uploading: next });
  };
  setFlag(true);
  try {
    const answer = await upload(request.kind, request.file, {
      elementId: request.elementId,
      valueKey: request.valueKey,
    });
    apply(answer);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'Upload failed.' };
  } finally {
    setFlag(false);
  }
}
