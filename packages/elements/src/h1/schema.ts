import type { z } from 'zod';
import { textElementSchema } from '../shared/text-element.ts';

export const h1Schema = textElementSchema({
  fontSize: 48,
  mobileFontSize: 32,
  fontWeight: 700,
  lineHeight: 1.2,
});
export type H1Options = z.infer<typeof h1Schema>;
