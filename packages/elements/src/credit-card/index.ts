import { defineElement } from '../types.ts';
import { creditCardFields } from './fields.ts';
import { creditCardFixture } from './fixture.ts';
import { paymentElement } from './migrations/0001-payment-element.ts';
import { CreditCardRender } from './Render.tsx';
import { creditCardSchema } from './schema.ts';

export const creditCardElement = defineElement({
  key: 'credit-card',
  label: 'Credit Card',
  category: 'Order',
  icon: 'credit-card',
  premium: true,
  keywords: ['payment', 'checkout', 'card', 'stripe', 'pay'],
  schema: creditCardSchema,
  texts: {},
  fields: creditCardFields,
  fixture: creditCardFixture,
  island: 'checkout',
  migrations: [paymentElement],
  Render: CreditCardRender,
});
