import {
  borderSchema,
  elementBaseShape,
  imageValueSchema,
  percentSchema,
  shadowSchema,
  smallPixelSchema,
} from '@tessera/document';
import { z } from 'zod';
import { alignmentSchema, linkShape, plainText } from '../shared/options.ts';

export const IMAGE_HOVER_EFFECTS = ['none', 'zoom', 'lift', 'grayscale'] as const;

export const imageSchema = z.object({
  ...elementBaseShape,
  /** SPEC §3 image value: url plus Ratio (height / width), filled in by the upload response. */
  Image: imageValueSchema.prefault({}),
  /** Describes the picture for screen readers and search; '' marks it decorative. */
  alt: plainText(300).default(''),
  caption: plainText(300).default(''),
  ...linkShape,
  /** Opens the full image over the page; ignored when a link is set. */
  lightbox: z.boolean().default(false),
  /** Percent of the column. */
  width: percentSchema.default(100),
  Alignment: alignmentSchema.default('center'),
  BorderRadius: smallPixelSchema.default(0),
  border: borderSchema.prefault({}),
  shadow: shadowSchema.prefault({}),
  hoverEffect: z.enum(IMAGE_HOVER_EFFECTS).default('none'),
});
export type ImageOptions = z.infer<typeof imageSchema>;
