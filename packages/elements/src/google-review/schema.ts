import {
  colorSchema,
  elementBaseShape,
  fontFamilyOption,
  pixelSchema,
  responsive,
  SLIDER_TYPES,
  sliderOptionsSchema,
} from '@tessera/document';
import { z } from 'zod';
import { columnsOption } from '../shared/options.ts';

export const REVIEW_LAYOUTS = ['slider', 'grid', 'list'] as const;
export const REVIEW_SORTS = ['newest', 'highest'] as const;

/** Reviews of a Google Business place, synced by the server (places sync) and shown from its copy. */
export const googleReviewSchema = z.object({
  ...elementBaseShape,
  /** Google place id; '' until a place is connected. */
  placeId: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]*$/, 'Place id is invalid.')
    .default(''),
  count: z.number().int().min(1).max(50).default(6),
  /** Reviews below this many stars are left out. */
  minRating: z.number().int().min(1).max(5).default(4),
  sortBy: z.enum(REVIEW_SORTS).default('newest'),
  layout: z.enum(REVIEW_LAYOUTS).default('slider'),
  columns: columnsOption(3, 1),
  /** Review cards are short, so the slider is lower than the SPEC's 500 px default. */
  slider: sliderOptionsSchema
    .extend({
      type: z.enum(SLIDER_TYPES).default('card'),
      height: responsive(pixelSchema).default(() => ({ desktop: 320 })),
    })
    .prefault({}),
  /** Average stars and review count above the reviews. */
  showSummary: z.boolean().default(true),
  showAvatars: z.boolean().default(true),
  showDates: z.boolean().default(true),
  FontFamily: fontFamilyOption,
  TextColor: colorSchema.default(''),
  starColor: colorSchema.default('#f59e0b'),
  cardBackgroundColor: colorSchema.default('#ffffff'),
});
export type GoogleReviewOptions = z.infer<typeof googleReviewSchema>;
