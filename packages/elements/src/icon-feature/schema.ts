import { colorSchema, elementBaseShape, ICON_THEMES, iconNameSchema } from '@tessera/document';
import { z } from 'zod';
import {
  contentOption,
  FEATURE_MEDIA_POSITIONS,
  featureTextShape,
  iconSizeSchema,
  optionalBadgeOption,
  titleOption,
} from '../shared/feature.ts';
import { linkShape, TEXT_ALIGNMENTS } from '../shared/options.ts';

/** An icon (or a number badge in its place) with a title and a short text: one service or benefit. */
export const iconFeatureSchema = z.object({
  ...elementBaseShape,
  Icon: iconNameSchema.default('star'),
  iconTheme: z.enum(ICON_THEMES).default('circle'),
  IconSize: iconSizeSchema.default(32),
  iconColor: colorSchema.default(''),
  BackgroundColor: colorSchema.default(''),
  iconPosition: z.enum(FEATURE_MEDIA_POSITIONS).default('top'),
  /** With ShowNumber on, the badge is drawn instead of the icon (step-by-step features). */
  NumberBadge: optionalBadgeOption,
  Title: titleOption('Feature title'),
  Content: contentOption('Explain the benefit in one or two short sentences.'),
  ...featureTextShape,
  Alignment: z.enum(TEXT_ALIGNMENTS).default('center'),
  ...linkShape,
});
export type IconFeatureOptions = z.infer<typeof iconFeatureSchema>;
