import type { z } from 'zod';
import { textElementSchema } from '../shared/text-element.ts';

export const h2Schema = textElementSchema({
  fontSize: 36,
  mobileFontSize: 28,
  fontWeight: 700,
  lineHeight: 1.2,
});
export type H2Options = z.infer<typeof h2Schema>;
