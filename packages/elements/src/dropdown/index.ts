import { defineElement } from '../types.ts';
import { dropdownFields } from './fields.ts';
import { dropdownFixture } from './fixture.ts';
import { DropdownRender } from './Render.tsx';
import { dropdownSchema } from './schema.ts';

export const dropdownElement = defineElement({
  key: 'dropdown',
  label: 'Dropdown',
  category: 'Form',
  icon: 'caret-square-down',
  premium: false,
  keywords: ['select', 'choice', 'options', 'menu', 'field'],
  schema: dropdownSchema,
  texts: {},
  fields: dropdownFields,
  fixture: dropdownFixture,
  Render: DropdownRender,
  island: 'form',
});
