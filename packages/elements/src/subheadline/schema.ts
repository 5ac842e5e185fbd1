import type { z } from 'zod';
import { textElementSchema } from '../shared/text-element.ts';

export const subheadlineSchema = textElementSchema({
  fontSize: 22,
  mobileFontSize: 18,
  fontWeight: 400,
  lineHeight: 1.4,
  alignment: 'center',
});
export type SubheadlineOptions = z.infer<typeof subheadlineSchema>;
