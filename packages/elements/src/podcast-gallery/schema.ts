import { colorSchema, elementBaseShape } from '@tessera/document';
import { z } from 'zod';
import { galleryLayoutShape } from '../shared/media.ts';
import { recordIdSchema } from '../shared/options.ts';

export const PODCAST_SOURCES = ['latest', 'featured'] as const;

/** Published episodes of the site's podcast, or of an imported podcast collection. */
export const podcastGallerySchema = z.object({
  ...elementBaseShape,
  /** null: the site's own podcast. */
  collectionId: recordIdSchema.nullable().default(null),
  source: z.enum(PODCAST_SOURCES).default('latest'),
  count: z.number().int().min(1).max(50).default(6),
  ...galleryLayoutShape({ galleryType: 'standard', columns: 2 }),
  /** An inline player per episode; off links to each episode page instead. */
  showPlayer: z.boolean().default(true),
  showDescription: z.boolean().default(true),
  showDate: z.boolean().default(true),
  accentColor: colorSchema.default(''),
});
export type PodcastGalleryOptions = z.infer<typeof podcastGallerySchema>;
