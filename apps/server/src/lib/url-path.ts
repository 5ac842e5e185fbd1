/** The path of an absolute or root-relative URL, or '' when it is not one. */
export function urlPath(url: string): string {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return '';
  }
}
