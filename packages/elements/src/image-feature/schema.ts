import { elementBaseShape, imageValueSchema, percentSchema, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import {
  contentOption,
  FEATURE_MEDIA_POSITIONS,
  featureTextShape,
  optionalBadgeOption,
  titleOption,
} from '../shared/feature.ts';
import { linkShape, plainText, TEXT_ALIGNMENTS } from '../shared/options.ts';

/** An image with a title and a short text beside or under it. */
export const imageFeatureSchema = z.object({
  ...elementBaseShape,
  Image: imageValueSchema.prefault({}),
  alt: plainText(300).default(''),
  imagePosition: z.enum(FEATURE_MEDIA_POSITIONS).default('top'),
  /** Share of the width the image takes when it sits left or right, percent. */
  imageWidth: percentSchema.default(40),
  BorderRadius: smallPixelSchema.default(8),
  /** With ShowNumber on, the badge sits on the image's top corner. */
  NumberBadge: optionalBadgeOption,
  Title: titleOption('Feature title'),
  Content: contentOption('Show the result your customer gets and say it in one or two sentences.'),
  ...featureTextShape,
  Alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
  ...linkShape,
});
export type ImageFeatureOptions = z.infer<typeof imageFeatureSchema>;
