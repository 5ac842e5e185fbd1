import { defineElement } from '../types.ts';
import { inputFields } from './fields.ts';
import { inputFixture } from './fixture.ts';
import { InputRender } from './Render.tsx';
import { inputSchema } from './schema.ts';

export const inputElement = defineElement({
  key: 'input',
  label: 'Input',
  category: 'Form',
  icon: 'input-text',
  premium: false,
  keywords: ['field', 'text field', 'email', 'phone', 'name'],
  schema: inputSchema,
  texts: {},
  fields: inputFields,
  fixture: inputFixture,
  Render: InputRender,
  island: 'form',
});
