import type { z } from 'zod';
import { textElementSchema } from '../shared/text-element.ts';

export const h3Schema = textElementSchema({
  fontSize: 28,
  mobileFontSize: 22,
  fontWeight: 600,
  lineHeight: 1.3,
});
export type H3Options = z.infer<typeof h3Schema>;
