import { elementBaseShape } from '@tessera/document';
import { z } from 'zod';
import { heightOption } from '../shared/options.ts';

/**
 * Raw HTML as the user typed it, stored untouched. Published pages and previews (on the sites
 * domain, never the app's) insert it as written: it is the owner's own code on their own site.
 * The editor canvas shows it inert.
 */
export const htmlSchema = z.object({
  ...elementBaseShape,
  html: z
    .string()
    .max(100_000)
    .default('<div style="padding:24px;text-align:center">Paste your embed code or HTML here</div>'),
  /** Grows the frame to its content; off uses `height`. */
  autoHeight: z.boolean().default(true),
  height: heightOption(200),
});
export type HtmlOptions = z.infer<typeof htmlSchema>;
