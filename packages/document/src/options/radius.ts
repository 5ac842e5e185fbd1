import { z } from 'zod';
import { smallPixelSchema } from './primitives.ts';

export const radiusSchema = z.object({
  topLeft: smallPixelSchema.default(0),
  topRight: smallPixelSchema.default(0),
  bottomRight: smallPixelSchema.default(0),
  bottomLeft: smallPixelSchema.default(0),
});
export type Radius = z.infer<typeof radiusSchema>;
export const DEFAULT_RADIUS: Radius = radiusSchema.parse({});

export function uniformRadius(value: number): Radius {
  return { topLeft: value, topRight: value, bottomRight: value, bottomLeft: value };
}
