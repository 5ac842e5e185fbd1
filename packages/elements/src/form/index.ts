import { defineElement } from '../types.ts';
import { formFields } from './fields.ts';
import { formFixture } from './fixture.ts';
import { FormRender } from './Render.tsx';
import { formSchema } from './schema.ts';

export const formElement = defineElement({
  key: 'form',
  label: 'Form',
  category: 'Form',
  icon: 'rectangle-list',
  premium: false,
  keywords: ['lead', 'contact', 'signup', 'opt-in', 'subscribe', 'capture'],
  schema: formSchema,
  texts: {},
  fields: formFields,
  fixture: formFixture,
  Render: FormRender,
  island: 'form',
});
