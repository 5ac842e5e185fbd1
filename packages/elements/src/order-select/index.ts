import { defineElement } from '../types.ts';
import { orderSelectFields } from './fields.ts';
import { OrderSelectRender } from './Render.tsx';
import { orderSelectSchema } from './schema.ts';

export const orderSelectElement = defineElement({
  key: 'order-select',
  label: 'Order Select',
  category: 'Order',
  icon: 'list-radio',
  premium: true,
  keywords: ['products', 'plans', 'pricing', 'checkout', 'bump', 'upsell'],
  schema: orderSelectSchema,
  texts: {},
  fields: orderSelectFields,
  island: 'order',
  Render: OrderSelectRender,
});
