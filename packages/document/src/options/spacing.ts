import { z } from 'zod';
import { pixelSchema, responsive, signedPixelSchema } from './primitives.ts';

function sides(side: z.ZodNumber) {
  return z.object({
    top: side.default(0),
    right: side.default(0),
    bottom: side.default(0),
    left: side.default(0),
  });
}

/** Padding uses the pixel input's default mode (0..2000). */
export const paddingSidesSchema = sides(pixelSchema);
/** Margin uses the integer mode (-300..300): negative margins pull a block up over its neighbour. */
export const marginSidesSchema = sides(signedPixelSchema);
export type Sides = z.infer<typeof paddingSidesSchema>;

export const paddingSchema = responsive(paddingSidesSchema);
export const marginSchema = responsive(marginSidesSchema);
export type Padding = z.infer<typeof paddingSchema>;
export type Margin = z.infer<typeof marginSchema>;

export function uniformSides(value: number): Sides {
  return { top: value, right: value, bottom: value, left: value };
}

export function verticalSides(vertical: number, horizontal = 0): Sides {
  return { top: vertical, right: horizontal, bottom: vertical, left: horizontal };
}

/** Per-device padding/margin default: desktop only, tablet and mobile inherit. */
export function spacingDefault(desktop: Sides) {
  return { desktop };
}
