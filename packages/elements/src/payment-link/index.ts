import { defineElement } from '../types.ts';
import { paymentLinkFields } from './fields.ts';
import { paymentLinkFixture } from './fixture.ts';
import { PaymentLinkRender } from './Render.tsx';
import { paymentLinkSchema } from './schema.ts';

export const paymentLinkElement = defineElement({
  key: 'payment-link',
  label: 'Payment Link',
  category: 'Order',
  icon: 'link',
  premium: true,
  keywords: ['buy now', 'checkout', 'pay', 'purchase', 'stripe'],
  schema: paymentLinkSchema,
  texts: {},
  fields: paymentLinkFields,
  fixture: paymentLinkFixture,
  Render: PaymentLinkRender,
});
