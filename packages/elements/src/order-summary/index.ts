import { defineElement } from '../types.ts';
import { orderSummaryFields } from './fields.ts';
import { orderSummaryFixture } from './fixture.ts';
import { OrderSummaryRender } from './Render.tsx';
import { orderSummarySchema } from './schema.ts';

export const orderSummaryElement = defineElement({
  key: 'order-summary',
  label: 'Order Summary',
  category: 'Order',
  icon: 'receipt',
  premium: true,
  keywords: ['cart', 'total', 'checkout', 'invoice', 'receipt'],
  schema: orderSummarySchema,
  texts: {},
  fields: orderSummaryFields,
  fixture: orderSummaryFixture,
  island: 'order',
  Render: OrderSummaryRender,
});
