import { colorSchema } from '@tessera/document';
import type { z } from 'zod';
import { textElementSchema } from '../shared/text-element.ts';

export const paragraphSchema = textElementSchema({ fontSize: 16, fontWeight: 400, lineHeight: 1.6 }).extend({
  /** Links inside the formatted text; '' uses the text colour, underlined. */
  linkColor: colorSchema.default(''),
});
export type ParagraphOptions = z.infer<typeof paragraphSchema>;
