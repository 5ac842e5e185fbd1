import { defineElement } from '../types.ts';
import { bulletListFields } from './fields.ts';
import { bulletListFixture } from './fixture.ts';
import { BulletListRender } from './Render.tsx';
import { bulletListSchema } from './schema.ts';

export const bulletListElement = defineElement({
  key: 'bullet-list',
  label: 'Bullet List',
  category: 'Text',
  icon: 'list-check',
  premium: false,
  keywords: ['list', 'bullets', 'benefits', 'checklist', 'features'],
  schema: bulletListSchema,
  texts: { text: '<ul><li>First key benefit</li><li>Second key benefit</li><li>Third key benefit</li></ul>' },
  fields: bulletListFields,
  fixture: bulletListFixture,
  Render: BulletListRender,
});
