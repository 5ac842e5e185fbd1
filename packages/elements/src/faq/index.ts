import { defineElement } from '../types.ts';
import { faqFields } from './fields.ts';
import { faqFixture } from './fixture.ts';
import { FaqRender } from './Render.tsx';
import { faqSchema } from './schema.ts';

/** No island: answers open and close with native `<details>`. */
export const faqElement = defineElement({
  key: 'faq',
  label: 'FAQ',
  category: 'Text',
  icon: 'circle-question',
  premium: false,
  keywords: ['questions', 'answers', 'accordion', 'toggle', 'help'],
  schema: faqSchema,
  texts: {},
  fields: faqFields,
  fixture: faqFixture,
  Render: FaqRender,
});
