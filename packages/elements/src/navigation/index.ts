import { defineElement } from '../types.ts';
import { navigationFields } from './fields.ts';
import { navigationFixture } from './fixture.ts';
import { NavigationRender } from './Render.tsx';
import { navigationSchema } from './schema.ts';

export const navigationElement = defineElement({
  key: 'navigation',
  label: 'Navigation',
  category: 'Misc',
  icon: 'bars',
  premium: false,
  keywords: ['menu', 'nav', 'header', 'links', 'hamburger'],
  schema: navigationSchema,
  texts: {},
  fields: navigationFields,
  fixture: navigationFixture,
  island: 'navigation',
  Render: NavigationRender,
});
