import { elementBaseShape, urlSchema, videoProvider } from '@tessera/document';
import { z } from 'zod';
import { galleryLayoutShape } from '../shared/media.ts';
import { plainText, recordIdSchema } from '../shared/options.ts';

export const YOUTUBE_SOURCES = ['videos', 'channel'] as const;

export const youtubeVideoSchema = z.object({
  url: urlSchema
    .refine((url) => url === '' || videoProvider(url) === 'youtube', 'Enter the address of a YouTube video.')
    .default(''),
  /** '' shows the title YouTube gives the video. */
  title: plainText(200).default(''),
});

/** Videos picked one by one, or the latest of a connected channel (the site's channel record). */
export const youtubeGallerySchema = z.object({
  ...elementBaseShape,
  source: z.enum(YOUTUBE_SOURCES).default('videos'),
  videos: z.array(youtubeVideoSchema).max(50).default([]),
  channelId: recordIdSchema.nullable().default(null),
  /** How many of the channel's latest videos. */
  count: z.number().int().min(1).max(50).default(6),
  ...galleryLayoutShape({ galleryType: 'standard', columns: 3 }),
  showTitles: z.boolean().default(true),
  /** Plays over the page instead of inside the tile. */
  playInLightbox: z.boolean().default(true),
});
export type YoutubeGalleryOptions = z.infer<typeof youtubeGallerySchema>;
