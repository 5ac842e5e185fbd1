import { TextRender } from '../shared/TextRender.tsx';
import { textElementFixture } from '../shared/text-element-fixture.ts';
import { defineElement } from '../types.ts';
import { paragraphFields } from './fields.ts';
import { paragraphSchema } from './schema.ts';

export const paragraphElement = defineElement({
  key: 'paragraph',
  label: 'Paragraph',
  category: 'Text',
  icon: 'paragraph',
  premium: false,
  keywords: ['text', 'body', 'copy', 'description'],
  schema: paragraphSchema,
  texts: {
    text: '<p>Tell visitors what you offer, who it is for and why it matters. Keep it short and specific.</p>',
  },
  fields: paragraphFields,
  fixture: textElementFixture,
  Render: TextRender,
});
