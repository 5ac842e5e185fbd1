import { defineElement } from '../types.ts';
import { numberedItemsFields } from './fields.ts';
import { numberedItemsFixture } from './fixture.ts';
import { NumberedItemsRender } from './Render.tsx';
import { numberedItemsSchema } from './schema.ts';

export const numberedItemsElement = defineElement({
  key: 'numbered-items',
  label: 'Numbered Items',
  category: 'Misc',
  icon: 'list-ol',
  premium: false,
  keywords: ['steps', 'process', 'how it works', 'numbered list', 'timeline'],
  schema: numberedItemsSchema,
  texts: {},
  fields: numberedItemsFields,
  fixture: numberedItemsFixture,
  Render: NumberedItemsRender,
});
