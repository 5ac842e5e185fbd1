import { defineElement } from '../types.ts';
import { htmlFields } from './fields.ts';
import { htmlFixture } from './fixture.ts';
import { HtmlRender } from './Render.tsx';
import { htmlSchema } from './schema.ts';

export const htmlElement = defineElement({
  key: 'html',
  label: 'HTML',
  category: 'Misc',
  icon: 'code',
  premium: false,
  keywords: ['embed', 'custom code', 'script', 'widget', 'iframe'],
  schema: htmlSchema,
  texts: {},
  fields: htmlFields,
  fixture: htmlFixture,
  Render: HtmlRender,
});
