import { z } from 'zod';
import { fontFamilySchema, THEME_FONT } from './font.ts';
import { colorSchema } from './primitives.ts';

/**
 * Page theme (SPEC §3). Button colours apply to buttons whose own colour is '' and the font to
 * elements whose FontFamily is still `THEME_FONT`; `THEME_FONT` here means the default font.
 */
export const themeSchema = z.object({
  ButtonTextColor: colorSchema.default('#ffffff'),
  ButtonBackground: colorSchema.default('#2563eb'),
  ButtonBorderColor: colorSchema.default('#1d4ed8'),
  FontFamily: fontFamilySchema.default(THEME_FONT),
});
export type Theme = z.infer<typeof themeSchema>;
export const DEFAULT_THEME: Theme = themeSchema.parse({});
