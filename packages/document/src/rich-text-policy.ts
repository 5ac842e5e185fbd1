import { isIdOf } from './ids.ts';

/**
 * What formatted text may contain (SPEC §3 rich text: paragraphs, inline styles, lists, links,
 * the editor's font sizes and colours). One allow-list for both sanitisers: the renderer's
 * (sanitize-html, when publishing) and the editor canvas's (a DOM walk), so the canvas shows
 * exactly what will publish. Everything else is dropped, scripts and handlers first.
 */

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'mark',
  'small',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'div',
] as const;

/** Attributes per tag (`*`: every allowed tag); `style` and `class` are filtered further below. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  // `data-popup` only as `popupLinkId` keeps it (a link that opens a popup of the page).
  a: ['href', 'target', 'rel', 'title', 'data-popup'],
  // SPEC §5: an ordered list may start at any index above 0 (see `listStart`).
  ol: ['start'],
  '*': ['style', 'class'],
};

/** Link schemes a formatted text may use; protocol-relative links are not allowed. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel', 'sms'] as const;

/** Tags dropped with everything inside them, rather than unwrapped to their text. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
] as const;

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i];

/** Inline style properties kept, each with the value patterns it may have. */
export const RICH_TEXT_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  color: COLOR,
  'background-color': COLOR,
  'font-size': [/^\d{1,3}(\.\d+)?(px|em|rem|%)$/],
  'font-weight': [/^\d{3}$/, /^(bold|normal)$/],
  'text-align': [/^(left|right|center|justify)$/],
  'text-decoration': [/^(underline|line-through|none)$/],
  'font-style': [/^(italic|normal)$/],
};

/** Class names kept (the formatting classes the rich-text editors write). */
export const RICH_TEXT_CLASSES: readonly RegExp[] = [/^ql-[\w-]+$/, /^text-[\w-]+$/];

/**
 * Most stored texts are a few bare tags around words (`<p>…</p>`, `<h2>…</h2>`, `<strong>`).
 * Those are safe as they are: once the bare allowed tags are taken out, no `<` is left, so
 * there is no other tag, attribute, comment or CDATA.
 */
const BARE_ALLOWED_TAG =
  /<\/?(?:p|br|strong|b|em|i|u|s|sub|sup|mark|small|ul|ol|li|h[1-6]|blockquote|code)\s*\/?>/g;

export function isPlainMarkup(html: string): boolean {
  return !html.replace(BARE_ALLOWED_TAG, '').includes('<');
}

/** An ordered list's `start` as kept: a whole number above 0, else none (SPEC §5). */
export function listStart(value: string | null | undefined): string | null {
  const start = Number(value);
  return Number.isInteger(start) && start > 0 ? String(start) : null;
}

/** A link's `target` and `rel` as kept: a new window always gets `noopener noreferrer`. */
export function linkTarget(target: string | null | undefined): { target: '_blank'; rel: string } | null {
  return target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : null;
}

/**
 * A link's `data-popup` as kept: a popup id of the document format (`popup-` and a token of
 * letters, digits, `_` and `-`), else none. The popup island opens the `<dialog>` with that id.
 */
export function popupLinkId(value: string | null | undefined): string | null {
  return isIdOf('popup', value) ? value : null;
}

/** A remembered-results cache with a size limit: texts repeat across renders of a site. */
export class SanitizedMemo {
  private readonly memo = new Map<string, string>();
  constructor(private readonly limit: number) {}

  get(html: string): string | undefined {
    return this.memo.get(html);
  }

  set(html: string, clean: string): void {
    if (this.memo.size >= this.limit) this.memo.delete(this.memo.keys().next().value as string);
    this.memo.set(html, clean);
  }

  clear(): void {
    this.memo.clear();
  }
}
