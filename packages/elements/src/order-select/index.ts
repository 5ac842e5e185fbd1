import { defineElement } from '../types.ts';
import { orderSelectFields } from './fields.ts';
import { orderSelectFixture } from './fixture.ts';
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
  fixture: orderSelectFixture,
  island: 'order',
  Render: OrderSelectRender,
});
