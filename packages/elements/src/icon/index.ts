import { defineElement } from '../types.ts';
import { iconFields } from './fields.ts';
import { iconFixture } from './fixture.ts';
import { IconRender } from './Render.tsx';
import { iconSchema } from './schema.ts';

export const iconElement = defineElement({
  key: 'icon',
  label: 'Icon',
  category: 'Misc',
  icon: 'icons',
  premium: false,
  keywords: ['symbol', 'glyph', 'font awesome', 'graphic'],
  schema: iconSchema,
  texts: {},
  fields: iconFields,
  fixture: iconFixture,
  Render: IconRender,
});
