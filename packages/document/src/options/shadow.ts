import { z } from 'zod';
import { SHADOW_KINDS, SHADOW_LEVELS } from '../constants.ts';
import { colorSchema } from './primitives.ts';

/** Level is the shadow's opacity in percent; 0 means no shadow. */
export const shadowSchema = z.object({
  level: z.literal([0, ...SHADOW_LEVELS]).default(0),
  kind: z.enum(SHADOW_KINDS).default('drop'),
  color: colorSchema.default('#000000'),
});
export type Shadow = z.infer<typeof shadowSchema>;
export const DEFAULT_SHADOW: Shadow = shadowSchema.parse({});
