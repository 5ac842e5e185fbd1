import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_FILE_EXTENSIONS,
  type ImageFormat,
  UPLOAD_MESSAGES,
} from '@tessera/api-contract';

/**
 * What a file is, read from its bytes (the name and the browser's Content-Type are only claims).
 * Each format is recognised by the signature its decoder itself requires.
 */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6) {
    const head = bytes.toString('latin1', 0, 6);
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An XML prolog, comments and a doctype may come before the root `<svg`. */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

function looksLikeSvg(bytes: Buffer): boolean {
  // Root elements sit near the start; a 64 KB window covers long licence comments.
  return SVG_START.test(bytes.toString('utf8', 0, Math.min(bytes.length, 65_536)));
}

export const FORMAT_LABELS: Record<ImageFormat, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
  webp: 'WebP',
  avif: 'AVIF',
  svg: 'SVG',
};

export function extensionOf(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : null;
}

export type SniffResult =
  | { ok: true; format: ImageFormat; contentType: string }
  | { ok: false; message: string };

/**
 * The file's format when its bytes are an accepted image that agrees with its extension. A name
 * without an extension is judged by its bytes alone.
 */
export function identifyUpload(fileName: string, bytes: Buffer): SniffResult {
  const extension = extensionOf(fileName);
  const claimed = extension === null ? null : (IMAGE_FILE_EXTENSIONS[extension] ?? undefined);
  if (claimed === undefined) return { ok: false, message: UPLOAD_MESSAGES.notAnImage };
  const actual = sniffImage(bytes);
  if (actual === null) {
    return {
      ok: false,
      message:
        claimed === null
          ? UPLOAD_MESSAGES.notAnImage
          : `The file's contents do not match its .${extension} extension: it is not a ${FORMAT_LABELS[claimed]} image.`,
    };
  }
  if (claimed !== null && claimed !== actual) {
    return {
      ok: false,
      message: `The file's contents do not match its .${extension} extension: it is a ${FORMAT_LABELS[actual]} image. Rename it to .${actual === 'jpeg' ? 'jpg' : actual} and upload it again.`,
    };
  }
  return { ok: true, format: actual, contentType: ACCEPTED_IMAGE_TYPES[actual] };
}
