import { defineElement } from '../types.ts';
import { googleReviewFields } from './fields.ts';
import { googleReviewFixture } from './fixture.ts';
import { GoogleReviewRender } from './Render.tsx';
import { googleReviewSchema } from './schema.ts';

export const googleReviewElement = defineElement({
  key: 'google-review',
  label: 'Google Reviews',
  category: 'Misc',
  icon: 'star-half-stroke',
  premium: true,
  keywords: ['reviews', 'testimonials', 'ratings', 'stars', 'social proof', 'google business'],
  schema: googleReviewSchema,
  texts: {},
  fields: googleReviewFields,
  fixture: googleReviewFixture,
  island: 'google-review',
  Render: GoogleReviewRender,
});
