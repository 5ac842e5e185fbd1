import { UPLOAD_MESSAGES } from '@tessera/api-contract';
import { Parser } from 'htmlparser2';

/** Elements that run code, embed other documents or pull in other resources. */
const FORBIDDEN_ELEMENTS = new Set([
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'handler',
  'listener',
  'base',
  'link',
  'meta',
  'audio',
  'video',
  'canvas',
]);
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
/** Raster images may be embedded inline; nothing else may be referenced but the SVG's own ids. */
const INLINE_RASTER = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters inside schemes
const CONTROL = /[\u0000-\u0020\u007f]/g;

const localName = (name: string) => name.toLowerCase().replace(/^.*:/, '');

function referencesOutside(css: string): boolean {
  const compact = css.toLowerCase().replace(CONTROL, '');
  if (compact.includes('@import') || compact.includes('expression(') || compact.includes('javascript:'))
    return true;
  for (const match of compact.matchAll(/url\(([^)]*)\)/g)) {
    const target = (match[1] ?? '').replace(/^['"]|['"]$/g, '');
    if (!target.startsWith('#') && !INLINE_RASTER.test(target)) return true;
  }
  return false;
}

/**
 * Why an SVG may not be stored, or null when it is safe to serve. SVG is a document format: it
 * can carry script, event handlers and references to other files. Such files are refused rather
 * than "cleaned", so what is served is exactly what the person uploaded.
 */
export function svgProblem(bytes: Buffer): string | null {
  const text = bytes.toString('utf8');
  // Doctypes declare entities (billion laughs, external entities); images never need one.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return UPLOAD_MESSAGES.svgUnsafe;
  let problem: string | null = null;
  let root: string | null = null;
  let styleDepth = 0;
  const parser = new Parser(
    {
      onopentag(rawName, attributes) {
        if (problem) return;
        const name = localName(rawName);
        root ??= name;
        if (name === 'script') {
          problem = UPLOAD_MESSAGES.svgScript;
          return;
        }
        if (FORBIDDEN_ELEMENTS.has(name)) {
          problem = UPLOAD_MESSAGES.svgUnsafe;
          return;
        }
        if (name === 'style') styleDepth++;
        for (const [rawAttribute, rawValue] of Object.entries(attributes)) {
          const attribute = localName(rawAttribute);
          const value = rawValue.replace(CONTROL, '');
          if (attribute.startsWith('on')) problem = UPLOAD_MESSAGES.svgUnsafe;
          else if (value.toLowerCase().includes('javascript:')) problem = UPLOAD_MESSAGES.svgUnsafe;
          else if (attribute === 'href' && !value.startsWith('#') && !INLINE_RASTER.test(value))
            problem = UPLOAD_MESSAGES.svgUnsafe;
          else if (attribute === 'style' && referencesOutside(value)) problem = UPLOAD_MESSAGES.svgUnsafe;
          else if (
            ANIMATIONS.has(name) &&
            attribute === 'attributename' &&
            (localName(value) === 'href' || localName(value).startsWith('on'))
          )
            problem = UPLOAD_MESSAGES.svgUnsafe;
          if (problem) return;
        }
      },
      onclosetag(rawName) {
        if (localName(rawName) === 'style') styleDepth = Math.max(0, styleDepth - 1);
      },
      ontext(data) {
        if (!problem && styleDepth > 0 && referencesOutside(data)) problem = UPLOAD_MESSAGES.svgUnsafe;
      },
      oncdatastart() {
        // CDATA only matters inside <style>, where ontext sees its content.
      },
      onprocessinginstruction(name) {
        // <?xml-stylesheet?> pulls in outside CSS.
        if (!problem && name.toLowerCase().startsWith('?xml-stylesheet')) problem = UPLOAD_MESSAGES.svgUnsafe;
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(text);
  parser.end();
  if (problem) return problem;
  if (root !== 'svg') return UPLOAD_MESSAGES.unreadable;
  return null;
}
