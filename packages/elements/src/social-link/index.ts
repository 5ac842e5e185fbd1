import { defineElement } from '../types.ts';
import { socialLinkFields } from './fields.ts';
import { socialLinkFixture } from './fixture.ts';
import { SocialLinkRender } from './Render.tsx';
import { socialLinkSchema } from './schema.ts';

export const socialLinkElement = defineElement({
  key: 'social-link',
  label: 'Social Links',
  category: 'Misc',
  icon: 'share-nodes',
  premium: false,
  keywords: ['social', 'facebook', 'instagram', 'linkedin', 'profiles', 'follow'],
  schema: socialLinkSchema,
  texts: {},
  fields: socialLinkFields,
  fixture: socialLinkFixture,
  Render: SocialLinkRender,
});
