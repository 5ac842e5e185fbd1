import { TextRender } from '../shared/TextRender.tsx';
import { textElementFixture } from '../shared/text-element-fixture.ts';
import { defineElement } from '../types.ts';
import { subheadlineFields } from './fields.ts';
import { subheadlineSchema } from './schema.ts';

export const subheadlineElement = defineElement({
  key: 'subheadline',
  label: 'Subheadline',
  category: 'Text',
  icon: 'subheading',
  premium: false,
  keywords: ['subtitle', 'tagline', 'sub heading'],
  schema: subheadlineSchema,
  texts: { text: '<p>Add a supporting line that explains your offer</p>' },
  fields: subheadlineFields,
  fixture: textElementFixture,
  Render: TextRender,
});
