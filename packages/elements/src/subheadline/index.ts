import { TextRender } from '../shared/TextRender.tsx';
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
  Render: TextRender,
});
