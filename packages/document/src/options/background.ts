import { z } from 'zod';
import { colorSchema, imageUrlSchema, urlSchema } from './primitives.ts';

export const BACKGROUND_SIZES = ['cover', 'contain', 'auto'] as const;
export const BACKGROUND_POSITIONS = [
  'left top',
  'center top',
  'right top',
  'left center',
  'center center',
  'right center',
  'left bottom',
  'center bottom',
  'right bottom',
] as const;
export const BACKGROUND_REPEATS = ['no-repeat', 'repeat', 'repeat-x', 'repeat-y'] as const;

export const backgroundImageSchema = z.object({
  url: imageUrlSchema.default(''),
  size: z.enum(BACKGROUND_SIZES).default('cover'),
  position: z.enum(BACKGROUND_POSITIONS).default('center center'),
  repeat: z.enum(BACKGROUND_REPEATS).default('no-repeat'),
  /** background-attachment: fixed, the parallax look. */
  fixed: z.boolean().default(false),
});

/** A YouTube, Vimeo or direct file URL, played muted and looped behind the content. */
export const backgroundVideoSchema = z.object({
  url: urlSchema.default(''),
});

export const backgroundSchema = z.object({
  color: colorSchema.default(''),
  image: backgroundImageSchema.prefault({}),
  video: backgroundVideoSchema.prefault({}),
  /** Tint laid over an image or video so text on top stays readable. */
  overlayColor: colorSchema.default(''),
});
export type Background = z.infer<typeof backgroundSchema>;
export const DEFAULT_BACKGROUND: Background = backgroundSchema.parse({});
