import type { z } from 'zod';
import { textElementSchema } from '../shared/text-element.ts';

export const headlineSchema = textElementSchema({
  fontSize: 36,
  mobileFontSize: 28,
  fontWeight: 700,
  lineHeight: 1.2,
  alignment: 'center',
});
export type HeadlineOptions = z.infer<typeof headlineSchema>;
