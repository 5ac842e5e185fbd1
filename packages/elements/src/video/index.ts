import { defineElement } from '../types.ts';
import { videoFields } from './fields.ts';
import { videoFixture } from './fixture.ts';
import { VideoRender } from './Render.tsx';
import { videoSchema } from './schema.ts';

export const videoElement = defineElement({
  key: 'video',
  label: 'Video',
  category: 'Media',
  icon: 'circle-play',
  premium: false,
  keywords: ['youtube', 'vimeo', 'mp4', 'embed', 'player', 'vsl'],
  schema: videoSchema,
  texts: {},
  fields: videoFields,
  fixture: videoFixture,
  island: 'video',
  Render: VideoRender,
});
