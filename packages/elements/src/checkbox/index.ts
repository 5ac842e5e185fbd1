import { defineElement } from '../types.ts';
import { checkboxFields } from './fields.ts';
import { checkboxFixture } from './fixture.ts';
import { CheckboxRender } from './Render.tsx';
import { checkboxSchema } from './schema.ts';

export const checkboxElement = defineElement({
  key: 'checkbox',
  label: 'Checkbox',
  category: 'Form',
  icon: 'square-check',
  premium: false,
  keywords: ['consent', 'agree', 'terms', 'tick', 'opt-in'],
  schema: checkboxSchema,
  texts: {},
  fields: checkboxFields,
  fixture: checkboxFixture,
  Render: CheckboxRender,
  island: 'form',
});
