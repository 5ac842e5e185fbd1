import { z } from 'zod';
import { SLIDER_DEFAULTS, SLIDER_TYPES } from '../constants.ts';
import { pixelSchema, responsive } from './primitives.ts';

/** Options of any slider (image gallery sliders, testimonial and hero sliders). */
export const sliderOptionsSchema = z.object({
  type: z.enum(SLIDER_TYPES).default('default'),
  height: responsive(pixelSchema).default({ desktop: SLIDER_DEFAULTS.height }),
  /** Seconds each slide stays before autoplay advances. */
  duration: z.number().min(1).max(60).default(SLIDER_DEFAULTS.durationSeconds),
  autoplay: z.boolean().default(true),
  loop: z.boolean().default(true),
  arrows: z.boolean().default(true),
  dots: z.boolean().default(true),
  pauseOnHover: z.boolean().default(true),
});
export type SliderOptions = z.infer<typeof sliderOptionsSchema>;
export const DEFAULT_SLIDER_OPTIONS: SliderOptions = sliderOptionsSchema.parse({});
