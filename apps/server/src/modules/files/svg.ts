import { createRequire } from 'node:module';
import { UPLOAD_MESSAGES } from '@tessera/api-contract';
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import type * as Jsdom from 'jsdom';

/**
 * SVG uploads are judged by DOMPurify (its SVG profile and namespace rules) over the document a
 * browser builds from the file (an XML parse, as `image/svg+xml` is parsed). A file is refused
 * when sanitising would change it, rather than "cleaned": what is served is exactly what the
 * person uploaded, so the verdict is the sanitiser's, and the bytes stay theirs.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Namespaces of drawing programs' own notes (layers, guides, licence metadata). Neither browsers
 * nor librsvg give them any meaning, so DOMPurify removing them is no reason to refuse a file.
 */
const EDITOR_NAMESPACES = new Set([
  'http://www.w3.org/2000/xmlns/',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://www.bohemiancoding.com/sketch/ns',
  'http://www.serif.com/',
]);
const isEditorNamespace = (namespace: string | null) =>
  namespace !== null && (EDITOR_NAMESPACES.has(namespace) || namespace.startsWith('http://ns.adobe.com/'));

const PURIFY_CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // DOMPurify drops these because they can point outside the file or animate a link (an
  // animation's from/to/calcMode with them); here every href is held to the file's own ids (hooks
  // below) and DOMPurify itself drops an animation of href.
  ADD_TAGS: ['use', 'animate', 'set'],
  ADD_ATTR: ['from', 'to', 'calcmode', 'role', 'focusable', 'baseprofile', 'enable-background', 'xml:lang'],
  ADD_DATA_URI_TAGS: ['feimage'],
  // Ids can shadow document properties only in a page whose scripts read them; an SVG upload
  // runs none, and DOMPurify would otherwise refuse ordinary ids such as "title" or "body".
  SANITIZE_DOM: false,
  // The parsed copy is ours to throw away; sanitising it where it stands keeps it an XML document.
  IN_PLACE: true,
};

/** Raster images may be embedded inline; nothing else may be referenced but the SVG's own ids. */
const INLINE_RASTER = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters inside schemes
const CONTROL = /[\u0000-\u0020\u007f]/g;
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);

const localName = (name: string) => name.toLowerCase().replace(/^.*:/, '');
const isOwnReference = (target: string) => target.startsWith('#') || INLINE_RASTER.test(target);

/** CSS escapes spell `url(` and schemes as well as the letters do (`\75 rl(`). */
const unescapeCss = (css: string) =>
  css.replace(
    /\\(?:([0-9a-f]{1,6})\s?|([^\n]))/gi,
    (_escape, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ''),
  );

/** Whether CSS (a style sheet, a style attribute or a presentation attribute) loads anything outside the file. */
function referencesOutside(css: string): boolean {
  const compact = unescapeCss(css).toLowerCase().replace(CONTROL, '');
  if (/@import|expression\(|javascript:|image-set\(|(?:^|[^a-z-])src\(/.test(compact)) return true;
  for (const match of compact.matchAll(/url\(([^)]*)\)/g)) {
    if (!isOwnReference((match[1] ?? '').replace(/^['"]|['"]$/g, ''))) return true;
  }
  return false;
}

type Judge = { purify: DOMPurify; parser: DOMParser; findings: string[] };
let judge: Judge | null = null;

/** jsdom is loaded on the first SVG upload: it is large, and most servers start without needing it. */
function svgJudge(): Judge {
  if (judge) return judge;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof Jsdom;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as WindowLike);
  const findings: string[] = [];
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && referencesOutside(node.textContent ?? ''))
      findings.push(UPLOAD_MESSAGES.svgUnsafe);
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = localName(data.attrName);
    const value = data.attrValue.replace(CONTROL, '');
    const unsafe =
      (name === 'href' && !isOwnReference(value)) ||
      value.toLowerCase().includes('javascript:') ||
      referencesOutside(value) ||
      (name === 'attributename' &&
        ANIMATIONS.has(localName(node.nodeName)) &&
        localName(value).startsWith('on'));
    if (unsafe) data.keepAttr = false;
  });
  judge = { purify, parser: new window.DOMParser(), findings };
  return judge;
}

function parseSvg(parser: DOMParser, text: string): Document | null {
  const document = parser.parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root?.localName !== 'svg') return null;
  if (root.namespaceURI === SVG_NAMESPACE) return document;
  // librsvg draws an <svg> that declares no namespace as SVG, so it is judged as SVG too.
  if (root.namespaceURI !== null) return null;
  const declared = text.replace(/<svg(?=[\s/>])/, `<svg xmlns="${SVG_NAMESPACE}"`);
  const redeclared = parser.parseFromString(declared, 'image/svg+xml').documentElement;
  return redeclared?.localName === 'svg' && redeclared.namespaceURI === SVG_NAMESPACE
    ? redeclared.ownerDocument
    : null;
}

const isStylesheetInstruction = (node: Node) =>
  node.nodeType === 7 && (node as ProcessingInstruction).target.toLowerCase() === 'xml-stylesheet';

/** What sanitising took out of the file, worded for the uploader; null when it took out nothing that matters. */
function verdict(purify: DOMPurify): string | null {
  let problem: string | null = null;
  for (const entry of purify.removed) {
    if ('element' in entry) {
      const node = entry.element;
      if (isStylesheetInstruction(node)) problem = UPLOAD_MESSAGES.svgUnsafe;
      if (node.nodeType !== 1) continue; // comments and other instructions carry no behaviour in XML
      const element = node as Element;
      if (isEditorNamespace(element.namespaceURI)) continue;
      if (element.localName.toLowerCase() === 'script') return UPLOAD_MESSAGES.svgScript;
      problem = UPLOAD_MESSAGES.svgUnsafe;
    } else if (entry.attribute && !isEditorNamespace(entry.attribute.namespaceURI)) {
      problem = UPLOAD_MESSAGES.svgUnsafe;
    }
  }
  return problem;
}

/**
 * Why an SVG may not be stored, or null when it is safe to serve. SVG is a document format: it
 * can carry script, event handlers and references to other files.
 */
export function svgProblem(bytes: Buffer): string | null {
  const text = bytes.toString('utf8').trimStart();
  // Doctypes declare entities (billion laughs, external entities); images never need one.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return UPLOAD_MESSAGES.svgUnsafe;
  const { purify, parser, findings } = svgJudge();
  const document = parseSvg(parser, text);
  if (!document) return UPLOAD_MESSAGES.unreadable;
  // <?xml-stylesheet?> before the root pulls in outside CSS; DOMPurify only sees the root.
  if (Array.from(document.childNodes).some(isStylesheetInstruction)) return UPLOAD_MESSAGES.svgUnsafe;
  findings.length = 0;
  try {
    purify.sanitize(document.documentElement, PURIFY_CONFIG);
  } catch {
    // DOMPurify refuses to work on a tree it cannot make safe in place.
    return UPLOAD_MESSAGES.svgUnsafe;
  }
  return verdict(purify) ?? findings[0] ?? null;
}
