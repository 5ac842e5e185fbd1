import { z } from 'zod';
import { HOVER_EFFECTS } from '../constants.ts';
import { colorSchema } from './primitives.ts';

/** Colours applied on pointer hover; '' keeps the resting colour. */
export const hoverSchema = z.object({
  backgroundColor: colorSchema.default(''),
  textColor: colorSchema.default(''),
  borderColor: colorSchema.default(''),
  effect: z.enum(HOVER_EFFECTS).default('none'),
});
export type Hover = z.infer<typeof hoverSchema>;
export const DEFAULT_HOVER: Hover = hoverSchema.parse({});
