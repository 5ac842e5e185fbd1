import { defineElement } from '../types.ts';
import { orderSummaryFields } from './fields.ts';
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
  island: 'order',
  Render: OrderSummaryRender,
});
