import { defineElement } from '../types.ts';
import { audioFields } from './fields.ts';
import { audioFixture } from './fixture.ts';
import { AudioRender } from './Render.tsx';
import { audioSchema } from './schema.ts';

export const audioElement = defineElement({
  key: 'audio',
  label: 'Audio',
  category: 'Media',
  icon: 'volume-high',
  premium: false,
  keywords: ['sound', 'music', 'mp3', 'player', 'voice'],
  schema: audioSchema,
  texts: {},
  fields: audioFields,
  fixture: audioFixture,
  island: 'audio',
  Render: AudioRender,
});
