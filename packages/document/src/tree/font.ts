import { findElement, withSameStructure } from '../doc-index.ts';
import { effectiveFontFamily, THEME_FONT } from '../options/font.ts';
import { type Theme, themeSchema } from '../options/theme.ts';
import type { PageDocument } from '../schema.ts';
import { done, refuse, type TreeResult } from './result.ts';
import { updateOptions } from './update-options.ts';

/** The font an element renders with under the SPEC §3 theme rule. */
export function elementFontFamily(doc: PageDocument, elementId: string): string | null {
  const found = findElement(doc, elementId);
  if (found === null) return null;
  const own = found.element.options.FontFamily;
  return effectiveFontFamily(typeof own === 'string' ? own : undefined, doc.theme.FontFamily);
}

/** A font picked by hand; pass THEME_FONT to hand the element back to the theme. */
export function setElementFont(doc: PageDocument, elementId: string, fontFamily: string): TreeResult {
  if (findElement(doc, elementId) === null) return refuse('not-found', `No element ${elementId}.`);
  return updateOptions(doc, elementId, { FontFamily: fontFamily });
}

/** Patches the page theme (button colours, font), checked against the theme schema. The result's id is 'theme'. */
export function updateTheme(doc: PageDocument, patch: Partial<Theme>): TreeResult {
  const result = themeSchema.safeParse({ ...doc.theme, ...patch });
  if (!result.success) return refuse('invalid-options', result.error.issues[0]?.message ?? 'Invalid theme.');
  const next = result.data;
  const same = (Object.keys(next) as (keyof Theme)[]).every((k) => next[k] === doc.theme[k]);
  return done(same ? doc : withSameStructure(doc, { ...doc, theme: next }), 'theme');
}

/**
 * Changes the theme font. Elements still on THEME_FONT follow it; elements with a hand-picked
 * font keep theirs. No element is rewritten, so the change is one small copy.
 */
export function setThemeFont(doc: PageDocument, fontFamily: string): TreeResult {
  return updateTheme(doc, { FontFamily: fontFamily || THEME_FONT });
}
