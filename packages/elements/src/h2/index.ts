import { TextRender } from '../shared/TextRender.tsx';
import { textElementFixture } from '../shared/text-element-fixture.ts';
import { defineElement } from '../types.ts';
import { h2Fields } from './fields.ts';
import { h2Schema } from './schema.ts';

export const h2Element = defineElement({
  key: 'h2',
  label: 'H2 Heading',
  category: 'Text',
  icon: 'heading-2',
  premium: false,
  keywords: ['h2', 'heading', 'section title'],
  schema: h2Schema,
  texts: { text: '<h2>Section heading</h2>' },
  fields: h2Fields,
  fixture: textElementFixture,
  Render: TextRender,
});
