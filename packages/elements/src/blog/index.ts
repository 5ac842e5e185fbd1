import { defineElement } from '../types.ts';
import { blogFields } from './fields.ts';
import { blogFixture } from './fixture.ts';
import { BlogRender } from './Render.tsx';
import { blogSchema } from './schema.ts';

export const blogElement = defineElement({
  key: 'blog',
  label: 'Blog',
  category: 'Media',
  icon: 'newspaper',
  premium: true,
  keywords: ['posts', 'articles', 'news', 'feed', 'latest'],
  schema: blogSchema,
  texts: {},
  fields: blogFields,
  fixture: blogFixture,
  Render: BlogRender,
});
