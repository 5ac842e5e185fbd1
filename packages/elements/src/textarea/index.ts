import { defineElement } from '../types.ts';
import { textareaFields } from './fields.ts';
import { textareaFixture } from './fixture.ts';
import { TextareaRender } from './Render.tsx';
import { textareaSchema } from './schema.ts';

export const textareaElement = defineElement({
  key: 'textarea',
  label: 'Textarea',
  category: 'Form',
  icon: 'align-left',
  premium: false,
  keywords: ['message', 'comments', 'notes', 'multi-line', 'field'],
  schema: textareaSchema,
  texts: {},
  fields: textareaFields,
  fixture: textareaFixture,
  Render: TextareaRender,
  island: 'form',
});
