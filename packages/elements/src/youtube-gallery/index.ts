import { defineElement } from '../types.ts';
import { youtubeGalleryFields } from './fields.ts';
import { youtubeGalleryFixture } from './fixture.ts';
import { YoutubeGalleryRender } from './Render.tsx';
import { youtubeGallerySchema } from './schema.ts';

export const youtubeGalleryElement = defineElement({
  key: 'youtube-gallery',
  label: 'YouTube Gallery',
  category: 'Media',
  icon: 'youtube',
  premium: true,
  keywords: ['videos', 'channel', 'playlist', 'vlog', 'slider'],
  schema: youtubeGallerySchema,
  texts: {},
  fields: youtubeGalleryFields,
  fixture: youtubeGalleryFixture,
  island: 'slider',
  Render: YoutubeGalleryRender,
});
