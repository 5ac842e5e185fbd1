import { defineElement } from '../types.ts';
import { couponFields } from './fields.ts';
import { couponFixture } from './fixture.ts';
import { CouponRender } from './Render.tsx';
import { couponSchema } from './schema.ts';

export const couponElement = defineElement({
  key: 'coupon',
  label: 'Coupon',
  category: 'Order',
  icon: 'ticket',
  premium: true,
  keywords: ['discount', 'promo code', 'voucher', 'checkout'],
  schema: couponSchema,
  texts: {},
  fields: couponFields,
  fixture: couponFixture,
  island: 'order',
  Render: CouponRender,
});
