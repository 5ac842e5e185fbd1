import { z } from 'zod';
import { BORDER_POSITIONS_WITH_NONE, BORDER_STYLES } from '../constants.ts';
import { colorSchema, smallPixelSchema } from './primitives.ts';

export const borderSchema = z.object({
  position: z.enum(BORDER_POSITIONS_WITH_NONE).default('none'),
  style: z.enum(BORDER_STYLES).default('solid'),
  width: smallPixelSchema.default(1),
  color: colorSchema.default('#d1d5db'),
});
export type Border = z.infer<typeof borderSchema>;
export const DEFAULT_BORDER: Border = borderSchema.parse({});

/** Which CSS sides a border position paints. */
export function borderSides(position: Border['position']): Array<'top' | 'right' | 'bottom' | 'left'> {
  switch (position) {
    case 'none':
      return [];
    case 'full':
      return ['top', 'right', 'bottom', 'left'];
    case 'topbottom':
      return ['top', 'bottom'];
    case 'leftright':
      return ['left', 'right'];
    default:
      return [position];
  }
}
