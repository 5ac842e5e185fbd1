import {
  isPlainMarkup,
  isSafeUrl,
  linkTarget,
  listStart,
  popupLinkId,
  RICH_TEXT_CLASSES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  SanitizedMemo,
} from '@tessera/document';

/**
 * Formatted text shown on the canvas, made safe with the allow-list the renderer applies when
 * publishing (`@tessera/document` rich-text-policy.ts), so the canvas shows what will publish and
 * a hostile string stored in a document never runs. Parsing happens in an inert document
 * (DOMParser): nothing in it loads or executes.
 */

const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_TAGS);
const DROP_WITH_CONTENT: ReadonlySet<string> = new Set(RICH_TEXT_DROPPED_WITH_CONTENT);
const SCHEMES = new RegExp(`^(${RICH_TEXT_SCHEMES.join('|')}):`, 'i');

/**
 * The href a formatted-text link keeps, as the renderer's sanitiser decides it: an address
 * with an allowed scheme, or one without a scheme (an in-site path `/about`, an anchor
 * `#page-…-section`); never a protocol-relative `//host` or another scheme.
 */
export function richTextHref(raw: string | null): string | null {
  // Control characters and whitespace do not hide a scheme (`java\tscript:`).
  const href = Array.from(raw ?? '')
    .filter((char) => char.charCodeAt(0) > 0x20 && (char.charCodeAt(0) < 0x7f || char.charCodeAt(0) > 0x9f))
    .join('');
  if (href === '' || href.startsWith('//')) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(href);
  if (scheme === null) return (raw ?? '').trim();
  return SCHEMES.test(href) && isSafeUrl(href) ? (raw ?? '').trim() : null;
}

/**
 * The attributes a formatted-text `<a>` keeps besides `style` and `class`, as the renderer's
 * sanitiser keeps them: a safe href, a title, a new window (with `noopener noreferrer`) and a
 * popup to open (`data-popup`, a popup id only).
 */
export function richTextLinkAttributes(attribute: (name: string) => string | null): Record<string, string> {
  const kept: Record<string, string> = {};
  const href = richTextHref(attribute('href'));
  if (href) kept.href = href;
  const title = attribute('title');
  if (title) kept.title = title;
  const target = linkTarget(attribute('target'));
  if (target) Object.assign(kept, target);
  const popup = popupLinkId(attribute('data-popup'));
  if (popup) kept['data-popup'] = popup;
  return kept;
}

function cleanStyle(value: string): string {
  const kept: string[] = [];
  for (const part of value.split(';')) {
    const colon = part.indexOf(':');
    if (colon === -1) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const v = part.slice(colon + 1).trim();
    const patterns = RICH_TEXT_STYLES[property];
    if (patterns?.some((pattern) => pattern.test(v))) kept.push(`${property}:${v}`);
  }
  return kept.join(';');
}

function cleanElement(source: Element, into: Document): Node | null {
  const tag = source.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = (target: Node) => {
    for (const child of Array.from(source.childNodes)) {
      const clean = cleanNode(child, into);
      if (clean) target.appendChild(clean);
    }
  };
  if (!ALLOWED_TAGS.has(tag)) {
    // Unknown wrappers keep their text, as the renderer's sanitiser does.
    const fragment = into.createDocumentFragment();
    children(fragment);
    return fragment;
  }
  const out = into.createElement(tag);
  const style = source.getAttribute('style');
  if (style) {
    const cleaned = cleanStyle(style);
    if (cleaned) out.setAttribute('style', cleaned);
  }
  const classes = (source.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => RICH_TEXT_CLASSES.some((pattern) => pattern.test(name)));
  if (classes.length) out.setAttribute('class', classes.join(' '));
  if (tag === 'a') {
    for (const [name, value] of Object.entries(richTextLinkAttributes((name) => source.getAttribute(name))))
      out.setAttribute(name, value);
  }
  if (tag === 'ol') {
    const start = listStart(source.getAttribute('start'));
    if (start !== null) out.setAttribute('start', start);
  }
  children(out);
  return out;
}

function cleanNode(node: Node, into: Document): Node | null {
  if (node.nodeType === 3) return into.createTextNode(node.textContent ?? '');
  if (node.nodeType === 1) return cleanElement(node as Element, into);
  return null;
}

const memo = new SanitizedMemo(4000);
let parser: DOMParser | null = null;

export function sanitizeRichText(html: string): string {
  if (html === '' || isPlainMarkup(html)) return html;
  const known = memo.get(html);
  if (known !== undefined) return known;
  parser ??= new DOMParser();
  const source = parser.parseFromString(`<body>${html}</body>`, 'text/html');
  const target = parser.parseFromString('<body></body>', 'text/html');
  for (const child of Array.from(source.body.childNodes)) {
    const clean = cleanNode(child, target);
    if (clean) target.body.appendChild(clean);
  }
  const out = target.body.innerHTML;
  memo.set(html, out);
  return out;
}
