import { defineElement } from '../types.ts';
import { iconFeatureFields } from './fields.ts';
import { iconFeatureFixture } from './fixture.ts';
import { IconFeatureRender } from './Render.tsx';
import { iconFeatureSchema } from './schema.ts';

export const iconFeatureElement = defineElement({
  key: 'icon-feature',
  label: 'Icon Feature',
  category: 'Misc',
  icon: 'shapes',
  premium: false,
  keywords: ['feature', 'service', 'benefit', 'icon box', 'info box'],
  schema: iconFeatureSchema,
  texts: {},
  fields: iconFeatureFields,
  fixture: iconFeatureFixture,
  Render: IconFeatureRender,
});
