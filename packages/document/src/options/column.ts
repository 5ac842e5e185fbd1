import { z } from 'zod';
import { boxOptionsShape, VERTICAL_ALIGNMENTS } from './box.ts';

export const columnOptionsSchema = z.object({
  ...boxOptionsShape({ padding: 10, horizontalPadding: 10 }),
  verticalAlign: z.enum(VERTICAL_ALIGNMENTS).default('top'),
});
export type ColumnOptions = z.infer<typeof columnOptionsSchema>;
/** What may be passed in: every field optional, nested sets partial. */
export type ColumnOptionsInput = z.input<typeof columnOptionsSchema>;
export const DEFAULT_COLUMN_OPTIONS: ColumnOptions = columnOptionsSchema.parse({});
