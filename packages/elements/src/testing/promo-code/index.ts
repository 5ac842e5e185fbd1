import { defineElement } from '../../types.ts';
import { promoCodeFields } from './fields.ts';
import { promoCodeFixture } from './fixture.ts';
import { textToCode } from './migrations/0001-text-to-code.ts';
import { PromoCodeRender } from './Render.tsx';
import { promoCodeSchema } from './schema.ts';

/**
 * A small element type added the way docs/adding-an-element.md says, for the test that holds the
 * doc to its word (src/testing/adding-an-element.test.ts). It is in no real registry.
 */
export const promoCodeElement = defineElement({
  key: 'promo-code',
  label: 'Promo Code',
  category: 'Misc',
  icon: 'ticket',
  premium: false,
  keywords: ['promo', 'coupon', 'discount', 'copy'],
  schema: promoCodeSchema,
  texts: {},
  fields: promoCodeFields,
  fixture: promoCodeFixture,
  island: 'copy-code',
  migrations: [textToCode],
  Render: PromoCodeRender,
});
