import { fontFileName, resolveFontFile } from '@tessera/renderer';
import opentype, { type Font } from 'opentype.js';

/**
 * Turns each `<text>` of an SVG source into a `<path>` drawn from the product's own font files
 * (the self-hosted @fontsource families), so a picture looks the same on every machine that
 * builds it, whatever fonts that machine has installed. Sources stay readable and editable:
 * the words are written as words.
 *
 * Supported on `<text>`: x, y, font-family, font-size, font-weight, text-anchor (start, middle,
 * end) and letter-spacing (px); any other attribute (fill, opacity, transform, …) is carried over
 * to the path. The content is plain text (no `<tspan>`).
 */
const TEXT_ELEMENT = /<text\b([^>]*)>([^<]*)<\/text>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*"([^"]*)"/g;
const TEXT_ONLY_ATTRIBUTES = new Set([
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'letter-spacing',
]);

const fonts = new Map<string, Font>();

function fontFor(family: string, weight: number): Font {
  const key = `${family}:${weight}`;
  let font = fonts.get(key);
  if (!font) {
    // The woff beside each woff2: opentype.js reads WOFF, not WOFF2.
    const woff2 = resolveFontFile(fontFileName(family, weight, 'latin'));
    if (!woff2) throw new Error(`No font file for ${family} ${weight}`);
    font = opentype.loadSync(woff2.replace(/\.woff2$/, '.woff'));
    fonts.set(key, font);
  }
  return font;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function number(value: string | undefined, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  const parsed = Number.parseFloat(value);
  if (!Number.isFinite(parsed)) throw new Error(`Bad ${what} "${value}" on a <text>`);
  return parsed;
}

export function outlineText(svg: string): string {
  return svg.replace(TEXT_ELEMENT, (_, rawAttributes: string, rawText: string) => {
    const attributes = new Map<string, string>();
    for (const [, name, value] of rawAttributes.matchAll(ATTRIBUTE)) attributes.set(name!, value!);
    const family = attributes.get('font-family')?.replace(/['"]/g, '').split(',')[0]?.trim();
    if (!family) throw new Error(`A <text> without font-family: "${rawText}"`);
    const size = number(attributes.get('font-size'), 16, 'font-size');
    const font = fontFor(family, number(attributes.get('font-weight'), 400, 'font-weight'));
    const text = decodeEntities(rawText.trim());
    const missing = font.stringToGlyphs(text).find((glyph) => glyph.index === 0);
    if (missing) throw new Error(`${family} has no glyph for a character of "${text}"`);
    const options = {
      kerning: true,
      letterSpacing: number(attributes.get('letter-spacing'), 0, 'letter-spacing') / size,
    };
    const anchor = attributes.get('text-anchor') ?? 'start';
    const width = anchor === 'start' ? 0 : font.getAdvanceWidth(text, size, options);
    const x =
      number(attributes.get('x'), 0, 'x') - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
    const y = number(attributes.get('y'), 0, 'y');
    const data = font.getPath(text, x, y, size, options).toPathData(2);
    const kept = [...attributes]
      .filter(([name]) => !TEXT_ONLY_ATTRIBUTES.has(name))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
    return `<path d="${data}"${kept}/>`;
  });
}
