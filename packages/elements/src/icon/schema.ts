import { colorSchema, elementBaseShape, ICON_THEMES, iconNameSchema } from '@tessera/document';
import { z } from 'zod';
import { iconSizeSchema } from '../shared/feature.ts';
import { alignmentSchema, linkShape } from '../shared/options.ts';

export const iconSchema = z.object({
  ...elementBaseShape,
  Icon: iconNameSchema.default('star'),
  /** SPEC §9 icon themes: plain, or the shape drawn behind the glyph. */
  iconTheme: z.enum(ICON_THEMES).default('plain'),
  IconSize: iconSizeSchema.default(48),
  /** '' uses the theme's button colour. */
  iconColor: colorSchema.default(''),
  /** Fill of the theme's shape (circle, square, …). */
  BackgroundColor: colorSchema.default(''),
  Alignment: alignmentSchema.default('center'),
  ...linkShape,
});
export type IconOptions = z.infer<typeof iconSchema>;
