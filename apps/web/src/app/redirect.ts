const PLACEHOLDER_ORIGIN = 'http://app.invalid';

/**
 * Where a `redirect_url` may send the browser: only a path on this app's origin. Anything else
 * (another host, `//host`, `javascript:`) is refused, so a crafted link cannot bounce a freshly
 * signed-in user to a phishing page.
 */
export function safeRedirectPath(raw: string | null | undefined, appOrigin?: string): string | null {
  if (!raw) return null;
  const value = raw.trim();
  const base = appOrigin ?? PLACEHOLDER_ORIGIN;
  const isPath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  const isAbsolute = /^https?:\/\//i.test(value) && appOrigin !== undefined;
  if (!isPath && !isAbsolute) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/a/b?x#y` → its parts, without needing a browser. */
export function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const url = new URL(path, PLACEHOLDER_ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
