import { colorSchema, ICON_LIST_THEMES, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import { textElementSchema } from '../shared/text-element.ts';

/** The items are the `<li>`s of the formatted text; options only style their markers. */
export const bulletListSchema = textElementSchema({ fontSize: 16, fontWeight: 400, lineHeight: 1.6 }).extend({
  iconListTheme: z.enum(ICON_LIST_THEMES).default('check'),
  /** '' uses the theme's button colour, so lists match the page accent. */
  iconColor: colorSchema.default(''),
  iconSize: smallPixelSchema.default(16),
  /** Space between items, px. */
  itemSpacing: smallPixelSchema.default(8),
});
export type BulletListOptions = z.infer<typeof bulletListSchema>;
