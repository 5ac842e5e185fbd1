import { colorSchema, elementBaseShape, smallPixelSchema, urlSchema } from '@tessera/document';
import { z } from 'zod';
import { plainText } from '../shared/options.ts';

export const audioSchema = z.object({
  ...elementBaseShape,
  /** An uploaded or linked audio file (mp3, m4a, ogg, wav). */
  url: urlSchema.default(''),
  title: plainText(200).default(''),
  /** Browsers block sound before a visitor interacts; the player then waits for a click. */
  autoplay: z.boolean().default(false),
  loop: z.boolean().default(false),
  showDownload: z.boolean().default(false),
  /** Play button and progress bar; '' uses the theme's button colour. */
  playerColor: colorSchema.default(''),
  BackgroundColor: colorSchema.default('#f1f5f9'),
  BorderRadius: smallPixelSchema.default(8),
});
export type AudioOptions = z.infer<typeof audioSchema>;
