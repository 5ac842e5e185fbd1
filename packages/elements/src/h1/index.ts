import { TextRender } from '../shared/TextRender.tsx';
import { textElementFixture } from '../shared/text-element-fixture.ts';
import { defineElement } from '../types.ts';
import { h1Fields } from './fields.ts';
import { h1Schema } from './schema.ts';

export const h1Element = defineElement({
  key: 'h1',
  label: 'H1 Heading',
  category: 'Text',
  icon: 'heading-1',
  premium: false,
  keywords: ['h1', 'title', 'heading', 'page title'],
  schema: h1Schema,
  texts: { text: '<h1>Main page heading</h1>' },
  fields: h1Fields,
  fixture: textElementFixture,
  Render: TextRender,
});
