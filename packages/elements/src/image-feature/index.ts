import { defineElement } from '../types.ts';
import { imageFeatureFields } from './fields.ts';
import { imageFeatureFixture } from './fixture.ts';
import { ImageFeatureRender } from './Render.tsx';
import { imageFeatureSchema } from './schema.ts';

export const imageFeatureElement = defineElement({
  key: 'image-feature',
  label: 'Image Feature',
  category: 'Misc',
  icon: 'panorama',
  premium: false,
  keywords: ['feature', 'card', 'image box', 'team member', 'case study'],
  schema: imageFeatureSchema,
  texts: {},
  fields: imageFeatureFields,
  fixture: imageFeatureFixture,
  Render: ImageFeatureRender,
});
