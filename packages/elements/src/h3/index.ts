import { TextRender } from '../shared/TextRender.tsx';
import { textElementFixture } from '../shared/text-element-fixture.ts';
import { defineElement } from '../types.ts';
import { h3Fields } from './fields.ts';
import { h3Schema } from './schema.ts';

export const h3Element = defineElement({
  key: 'h3',
  label: 'H3 Heading',
  category: 'Text',
  icon: 'heading-3',
  premium: false,
  keywords: ['h3', 'heading', 'subtitle'],
  schema: h3Schema,
  texts: { text: '<h3>Sub-section heading</h3>' },
  fields: h3Fields,
  fixture: textElementFixture,
  Render: TextRender,
});
