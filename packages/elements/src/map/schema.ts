import { elementBaseShape, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import { heightOption, plainText } from '../shared/options.ts';

export const MAP_TYPES = ['roadmap', 'satellite'] as const;

/** An embedded map of one address; the island loads it when scrolled into view. */
export const mapSchema = z.object({
  ...elementBaseShape,
  address: plainText(300).default('350 Fifth Avenue, New York, NY 10118'),
  zoom: z.number().int().min(1).max(20).default(14),
  mapType: z.enum(MAP_TYPES).default('roadmap'),
  height: heightOption(400, 300),
  BorderRadius: smallPixelSchema.default(0),
});
export type MapOptions = z.infer<typeof mapSchema>;
