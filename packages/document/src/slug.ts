/**
 * A URL-part version of any text, for subdomains, page addresses and the like: accents dropped,
 * apostrophes removed, every other run of non-alphanumerics one hyphen, at most `maxLength`
 * characters, never starting or ending with a hyphen. "Joe's Café & Bar" → "joes-cafe-bar".
 * Empty when nothing usable is left.
 */
export function slugify(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
