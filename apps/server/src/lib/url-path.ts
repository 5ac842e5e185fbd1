/** The path of an absolute or root-relative URL, or '' when it is not one. */
export function urlPath(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return '';
  }
}

/** A request target without its query string (`/a/b?c` → `/a/b`), as the hot paths need it: no URL parsing. */
export function pathWithoutQuery(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
