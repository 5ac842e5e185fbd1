import { colorSchema, elementBaseShape, numberBadgeSchema, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import { contentOption, featureTextShape, titleOption } from '../shared/feature.ts';

export const NUMBERED_LAYOUTS = ['vertical', 'horizontal'] as const;

export const numberedItemSchema = z.object({
  Title: titleOption('Step title'),
  Content: contentOption('What happens in this step.'),
});

/**
 * Steps with a number badge each. The badge's Text is the first item's label: when it is a whole
 * number the next items count up from it, otherwise every item shows it (a tick, a letter).
 */
export const numberedItemsSchema = z.object({
  ...elementBaseShape,
  items: z
    .array(numberedItemSchema)
    .max(30)
    .default(() => [
      { Title: 'Book a call', Content: 'Pick a time that suits you; it takes two minutes.' },
      { Title: 'Get your plan', Content: 'We send a clear plan with prices within two days.' },
      { Title: 'See results', Content: 'We do the work and report progress every week.' },
    ]),
  NumberBadge: numberBadgeSchema.prefault({}),
  /** '' uses the theme's button colours. */
  badgeColor: colorSchema.default(''),
  badgeTextColor: colorSchema.default(''),
  badgeSize: smallPixelSchema.default(40),
  layout: z.enum(NUMBERED_LAYOUTS).default('vertical'),
  ...featureTextShape,
  /** Space between items, px. */
  itemSpacing: smallPixelSchema.default(24),
});
export type NumberedItemsOptions = z.infer<typeof numberedItemsSchema>;
