import { defineElement } from '../types.ts';
import { buttonFields } from './fields.ts';
import { buttonFixture } from './fixture.ts';
import { ButtonRender } from './Render.tsx';
import { buttonSchema } from './schema.ts';

/** The button text is an option (`Text`, `SubText`), not formatted text. */
export const buttonElement = defineElement({
  key: 'button',
  label: 'Button',
  category: 'Form',
  icon: 'hand-pointer',
  premium: false,
  keywords: ['cta', 'call to action', 'link', 'submit', 'popup'],
  schema: buttonSchema,
  initial: { kind: 'modern' },
  texts: {},
  fields: buttonFields,
  fixture: buttonFixture,
  Render: ButtonRender,
});
