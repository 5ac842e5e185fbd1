import { TextRender } from '../shared/TextRender.tsx';
import { textElementFixture } from '../shared/text-element-fixture.ts';
import { defineElement } from '../types.ts';
import { headlineFields } from './fields.ts';
import { headlineSchema } from './schema.ts';

export const headlineElement = defineElement({
  key: 'headline',
  label: 'Headline',
  category: 'Text',
  icon: 'heading',
  premium: false,
  keywords: ['title', 'heading', 'hero', 'big text'],
  schema: headlineSchema,
  texts: { text: '<p>Write a headline that grabs attention</p>' },
  fields: headlineFields,
  fixture: textElementFixture,
  Render: TextRender,
});
