import {
  elementBaseShape,
  imageValueSchema,
  percentSchema,
  ratioSchema,
  shadowSchema,
  smallPixelSchema,
  urlSchema,
} from '@tessera/document';
import { z } from 'zod';
import { alignmentSchema } from '../shared/options.ts';

/**
 * A YouTube, Vimeo or direct video file URL (SPEC §5 classifies it; `embedUrlFor` builds the
 * iframe URL from the four playback flags).
 */
export const videoSchema = z.object({
  ...elementBaseShape,
  url: urlSchema.default(''),
  /** Browsers only autoplay muted video, so the renderer mutes when autoplay is on. */
  autoplay: z.boolean().default(false),
  mute: z.boolean().default(false),
  loop: z.boolean().default(false),
  controls: z.boolean().default(true),
  /** Height / width (SPEC §3 Ratio); 0.56 is 16:9. */
  Ratio: ratioSchema.default(0.56),
  /** Poster shown until play; the provider's thumbnail when empty. Nothing loads from the provider before a click. */
  thumbnail: imageValueSchema.prefault({}),
  /** Percent of the column. */
  width: percentSchema.default(100),
  Alignment: alignmentSchema.default('center'),
  BorderRadius: smallPixelSchema.default(0),
  shadow: shadowSchema.prefault({}),
});
export type VideoOptions = z.infer<typeof videoSchema>;
