import { z } from 'zod';
import { boxOptionsShape } from './box.ts';
import { contentWidthSchema } from './width.ts';

export const sectionOptionsSchema = z.object({
  ...boxOptionsShape({ padding: 60, horizontalPadding: 15 }),
  contentWidth: contentWidthSchema.default('wide'),
  /** Stretch to at least the viewport height (hero sections). */
  fullHeight: z.boolean().default(false),
  /** Stays at the top while scrolling; meant for Header sections. */
  sticky: z.boolean().default(false),
});
export type SectionOptions = z.infer<typeof sectionOptionsSchema>;
/** What may be passed in: every field optional, nested sets partial. */
export type SectionOptionsInput = z.input<typeof sectionOptionsSchema>;
export const DEFAULT_SECTION_OPTIONS: SectionOptions = sectionOptionsSchema.parse({});
