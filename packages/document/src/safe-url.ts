/**
 * Scheme check for any URL a document carries into an href or src. Browsers drop ASCII tab and
 * newline inside a scheme and ignore leading control characters, so "java\tscript:" must be
 * caught the same way a browser would read it.
 */

const BLOCKED_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob']);
/** SVG can carry script, so it is not among the inline images allowed. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

export interface SafeUrlOptions {
  /** Allow `data:image/...;base64` for image sources (never for links). */
  allowDataImages?: boolean;
}

function schemeOf(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match?.[1]?.toLowerCase() ?? null;
}

export function isSafeUrl(url: string, options: SafeUrlOptions = {}): boolean {
  const scheme = schemeOf(url);
  if (scheme === null || !BLOCKED_SCHEMES.has(scheme)) return true;
  return scheme === 'data' && options.allowDataImages === true && SAFE_DATA_IMAGE.test(url.trim());
}
