import { defineElement } from '../types.ts';
import { socialSharingFields } from './fields.ts';
import { socialSharingFixture } from './fixture.ts';
import { SocialSharingRender } from './Render.tsx';
import { socialSharingSchema } from './schema.ts';

export const socialSharingElement = defineElement({
  key: 'social-sharing',
  label: 'Social Sharing',
  category: 'Misc',
  icon: 'share-from-square',
  premium: false,
  keywords: ['share', 'social', 'facebook', 'twitter', 'viral'],
  schema: socialSharingSchema,
  texts: {},
  fields: socialSharingFields,
  fixture: socialSharingFixture,
  island: 'social-sharing',
  Render: SocialSharingRender,
});
