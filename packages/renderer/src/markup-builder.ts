/**
 * A page's markup, added piece by piece (a section at a time) and settled into a few long flat
 * strings as it grows.
 *
 * Why: a page's markup stays alive until the page is done, and while it is young the garbage
 * collector copies it at every scavenge. A flat string of at least `CHUNK` characters is too big
 * for V8's regular pages and goes to its large-object space, where a scavenge never copies it;
 * so the markup that piles up during a render costs the collector almost nothing.
 */
const CHUNK = 1 << 17;

export class MarkupBuilder {
  private settled = '';
  private open = '';

  add(markup: string): void {
    this.open += markup;
    if (this.open.length >= CHUNK) {
      this.settled += flatten(this.open);
      this.open = '';
    }
  }

  toString(): string {
    return this.settled + this.open;
  }
}

/**
 * The same text as one flat string. Markup built from thousands of small strings is a tree of
 * them; flattened, the tree is garbage at once instead of living (and being copied by the
 * collector) as long as the text.
 */
export function flatten(text: string): string {
  // Reading a number out of a string makes V8 flatten it first; the result itself is unused.
  Number(text);
  return text;
}
