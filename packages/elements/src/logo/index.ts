import { defineElement } from '../types.ts';
import { logoFields } from './fields.ts';
import { logoFixture } from './fixture.ts';
import { LogoRender } from './Render.tsx';
import { logoSchema } from './schema.ts';

export const logoElement = defineElement({
  key: 'logo',
  label: 'Logo',
  category: 'Misc',
  icon: 'copyright',
  premium: false,
  keywords: ['brand', 'logo', 'header', 'company'],
  schema: logoSchema,
  texts: {},
  fields: logoFields,
  fixture: logoFixture,
  Render: LogoRender,
});
