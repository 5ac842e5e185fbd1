import { z } from 'zod';
import { boxOptionsShape, VERTICAL_ALIGNMENTS } from './box.ts';
import { pixelSchema } from './primitives.ts';
import { contentWidthSchema } from './width.ts';

export const rowOptionsSchema = z.object({
  ...boxOptionsShape({ padding: 0 }),
  /** Narrower than the section when set; `fullwidth` means "as wide as the section allows". */
  contentWidth: contentWidthSchema.default('fullwidth'),
  columnGap: pixelSchema.default(20),
  verticalAlign: z.enum(VERTICAL_ALIGNMENTS).default('top'),
  /** Below the mobile breakpoint columns stack; reversing puts the last column first. */
  reverseOnMobile: z.boolean().default(false),
});
export type RowOptions = z.infer<typeof rowOptionsSchema>;
/** What may be passed in: every field optional, nested sets partial. */
export type RowOptionsInput = z.input<typeof rowOptionsSchema>;
export const DEFAULT_ROW_OPTIONS: RowOptions = rowOptionsSchema.parse({});
