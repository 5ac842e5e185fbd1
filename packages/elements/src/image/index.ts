import { defineElement } from '../types.ts';
import { imageFields } from './fields.ts';
import { imageFixture } from './fixture.ts';
import { ImageRender } from './Render.tsx';
import { imageSchema } from './schema.ts';

export const imageElement = defineElement({
  key: 'image',
  label: 'Image',
  category: 'Media',
  icon: 'image',
  premium: false,
  keywords: ['photo', 'picture', 'graphic', 'banner', 'upload'],
  schema: imageSchema,
  texts: {},
  fields: imageFields,
  fixture: imageFixture,
  Render: ImageRender,
});
