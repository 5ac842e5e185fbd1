import { defineElement } from '../types.ts';
import { podcastGalleryFields } from './fields.ts';
import { podcastGalleryFixture } from './fixture.ts';
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
  fixture: podcastGalleryFixture,
  island: 'slider',
  Render: PodcastGalleryRender,
});
