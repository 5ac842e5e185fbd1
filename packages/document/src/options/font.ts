import { z } from 'zod';
import { DEFAULT_FONT, EDITOR_FONT_SIZE_MAX, EDITOR_FONT_SIZE_MIN } from '../constants.ts';
import { responsive } from './primitives.ts';

/**
 * An element's FontFamily is `THEME_FONT` until someone picks a font by hand. That sentinel is
 * the explicit "not changed by hand" marker the theme rule (SPEC §3) needs: changing the theme
 * font restyles exactly the elements still on `THEME_FONT`, with no per-element rewrite.
 */
export const THEME_FONT = 'inherit';

/** Font names go into CSS; quotes, semicolons and braces are kept out. */
export const fontFamilySchema = z
  .string()
  .max(80)
  .regex(/^[A-Za-z0-9 _-]*$/, 'Font family is invalid.');

export const fontSizeSchema = z.number().min(EDITOR_FONT_SIZE_MIN).max(EDITOR_FONT_SIZE_MAX);
/** Per-device font size, e.g. `{ desktop: 48, mobile: 32 }`. */
export const responsiveFontSizeSchema = responsive(fontSizeSchema);

export function isThemeFont(fontFamily: string | null | undefined): boolean {
  return fontFamily === undefined || fontFamily === null || fontFamily === '' || fontFamily === THEME_FONT;
}

/** The font an element renders with: its own if set by hand, else the theme's, else the default. */
export function effectiveFontFamily(
  fontFamily: string | null | undefined,
  themeFont: string | null | undefined,
): string {
  if (typeof fontFamily === 'string' && !isThemeFont(fontFamily)) return fontFamily;
  if (typeof themeFont === 'string' && !isThemeFont(themeFont)) return themeFont;
  return DEFAULT_FONT;
}
