import { defineElement } from '../types.ts';
import { podcastGalleryFields } from './fields.ts';
import { PodcastGalleryRender } from './Render.tsx';
import { podcastGallerySchema } from './schema.ts';

/** The slider island also starts the inline episode players. */
export const podcastGalleryElement = defineElement({
  key: 'podcast-gallery',
  label: 'Podcast Gallery',
  category: 'Media',
  icon: 'podcast',
  premium: true,
  keywords: ['episodes', 'audio', 'show', 'listen', 'slider'],
  schema: podcastGallerySchema,
  texts: {},
  fields: podcastGalleryFields,
  island: 'slider',
  Render: PodcastGalleryRender,
});
