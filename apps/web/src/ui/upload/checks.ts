import {
  IMAGE_FILE_EXTENSIONS,
  type ImageFormat,
  isSixteenByNine,
  UPLOAD_MESSAGES,
} from '@tessera/api-contract';

/**
 * Checks made in the browser before a byte is sent: the server makes the same ones (and more,
 * from the file's contents), these only save a pointless upload and answer at once.
 */

export function imageFormatOf(fileName: string): ImageFormat | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return null;
  return IMAGE_FILE_EXTENSIONS[fileName.slice(dot + 1).toLowerCase()] ?? null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = value >= 100 || unit === 0 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

/** Why a chosen file cannot be uploaded, or null. `maxBytes` is the server's limit when known. */
export function fileProblem(file: Pick<File, 'name' | 'size'>, maxBytes: number | null): string | null {
  if (imageFormatOf(file.name) === null) return UPLOAD_MESSAGES.notAnImage;
  if (file.size === 0) return 'The file is empty.';
  if (maxBytes !== null && file.size > maxBytes) {
    return `The file is too large: the limit is ${formatBytes(maxBytes)}.`;
  }
  return null;
}

/** SPEC §5: meta images must be 16:9 (within 0.01); null when it is, else the SPEC §8 message. */
export function metaRatioProblem(size: { width: number; height: number }): string | null {
  return isSixteenByNine(size.width, size.height) ? null : UPLOAD_MESSAGES.onlySixteenByNine;
}

/** The pixel size of an image file, read by the browser (null when it cannot decode it). */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
