import type { ProductItem } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  type CouponValues,
  changesPrice,
  couponBodyFrom,
  EMPTY_COUPON,
  endOfDayIso,
  type ProductValues,
  productBodyFrom,
  productChanges,
  productValues,
} from './forms.ts';

const product: ProductItem = {
  id: 4,
  landing_id: 1,
  gateway_id: 2,
  name: 'Coaching call',
  description: 'One hour',
  image_url: '',
  amount: 9700,
  currency: 'usd',
  interval: 'Once',
  archived: false,
  stripe_product_id: 'prod_1',
  stripe_price_id: 'price_1',
  orders: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const values = (patch: Partial<ProductValues>): ProductValues => ({
  ...productValues(null),
  name: 'Course',
  ...patch,
});

describe('product prices: typed in the currency units, sent in minor units', () => {
  it('converts two-decimal currencies to cents', () => {
    expect(productBodyFrom(values({ amount: '97' }), 'usd')).toMatchObject({
      ok: true,
      body: { amount: 9700 },
    });
    expect(productBodyFrom(values({ amount: '97.5' }), 'usd')).toMatchObject({
      ok: true,
      body: { amount: 9750 },
    });
    expect(productBodyFrom(values({ amount: '0.29' }), 'eur')).toMatchObject({
      ok: true,
      body: { amount: 29 },
    });
    expect(productBodyFrom(values({ amount: '1,250.00' }), 'gbp')).toMatchObject({
      ok: true,
      body: { amount: 125000 },
    });
  });

  it('keeps zero-decimal currencies as they are typed', () => {
    expect(productBodyFrom(values({ amount: '1250' }), 'jpy')).toMatchObject({
      ok: true,
      body: { amount: 1250 },
    });
    expect(productBodyFrom(values({ amount: '1,250' }), 'jpy')).toMatchObject({
      ok: true,
      body: { amount: 1250 },
    });
    expect(productBodyFrom(values({ amount: '1250.5' }), 'jpy')).toEqual({
      ok: false,
      errors: { amount: 'JPY amounts have no decimals.' },
    });
  });

  it('shows a product’s price back as it would be typed', () => {
    expect(productValues(product).amount).toBe('97.00');
    expect(productValues({ ...product, amount: 1250, currency: 'jpy' }).amount).toBe('1250');
  });

  it('says what is wrong with each field', () => {
    const parsed = productBodyFrom(values({ name: ' ', amount: 'abc', imageUrl: 'ftp://x' }), 'usd');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['amount', 'image_url', 'name']);
    expect(parsed.errors.amount).toBe('Enter the amount in USD as a number, such as 97.00.');
  });
});

describe('productChanges', () => {
  it('sends only what changed, and tells when the price does', () => {
    const same = productBodyFrom(productValues(product), 'usd');
    if (!same.ok) throw new Error('the product’s own values are valid');
    expect(productChanges(product, same.body)).toEqual({});

    const renamed = productChanges(product, { ...same.body, name: 'Strategy call' });
    expect(renamed).toEqual({ name: 'Strategy call' });
    expect(changesPrice(renamed)).toBe(false);

    const repriced = productChanges(product, { ...same.body, amount: 12000, interval: 'Monthly' });
    expect(repriced).toEqual({ amount: 12000, interval: 'Monthly' });
    expect(changesPrice(repriced)).toBe(true);
  });
});

describe('endOfDayIso', () => {
  it('is the last moment of that day where the browser is', () => {
    const end = new Date(endOfDayIso('2026-12-31') ?? '');
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2026, 11, 31, 23, 59,
    ]);
  });
  it('is null for what is not a day', () => {
    expect(endOfDayIso('2026-02-31')).toBeNull();
    expect(endOfDayIso('31/12/2026')).toBeNull();
    expect(endOfDayIso('')).toBeNull();
  });
});

describe('couponBodyFrom', () => {
  const now = new Date('2026-06-01T12:00:00');
  const coupon = (patch: Partial<CouponValues>): CouponValues => ({
    ...EMPTY_COUPON,
    code: 'LAUNCH20',
    ...patch,
  });

  it('makes a percentage-off coupon', () => {
    expect(couponBodyFrom(coupon({ percent: '20' }), 'usd', now)).toEqual({
      ok: true,
      body: { code: 'LAUNCH20', name: '', percent_off: 20, duration: 'once' },
    });
    expect(couponBodyFrom(coupon({ percent: '12,5' }), 'usd', now)).toMatchObject({
      ok: true,
      body: { percent_off: 12.5 },
    });
  });

  it('makes an amount-off coupon in the minor units of the currency', () => {
    expect(couponBodyFrom(coupon({ kind: 'amount', amount: '5' }), 'usd', now)).toMatchObject({
      ok: true,
      body: { amount_off: 500 },
    });
    expect(couponBodyFrom(coupon({ kind: 'amount', amount: '500' }), 'jpy', now)).toMatchObject({
      ok: true,
      body: { amount_off: 500 },
    });
  });

  it('sends the months of a repeating coupon, the expiry and the limit', () => {
    const parsed = couponBodyFrom(
      coupon({
        percent: '10',
        duration: 'repeating',
        months: '3',
        expiresOn: '2026-12-31',
        maxRedemptions: '100',
      }),
      'usd',
      now,
    );
    expect(parsed).toMatchObject({
      ok: true,
      body: { duration: 'repeating', duration_in_months: 3, max_redemptions: 100 },
    });
    if (parsed.ok) expect(parsed.body.expires_at).toBe(endOfDayIso('2026-12-31'));
  });

  it('leaves the months out unless it repeats', () => {
    const parsed = couponBodyFrom(coupon({ percent: '10', duration: 'forever', months: '3' }), 'usd', now);
    expect(parsed.ok && parsed.body.duration_in_months).toBe(undefined);
  });

  it('says what is wrong with each field', () => {
    const parsed = couponBodyFrom(
      coupon({
        code: 'NOT OK!',
        percent: '',
        duration: 'repeating',
        months: 'x',
        expiresOn: '2026-05-31',
        maxRedemptions: '0',
      }),
      'usd',
      now,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      code: 'Use letters, digits, - and _ (LAUNCH20).',
      percent_off: 'Enter the percentage off.',
      duration_in_months: 'Enter a number of months, such as 3.',
      expires_at: 'Choose today or a later day.',
    });
    expect(parsed.errors.max_redemptions).toBeDefined();
  });

  it('refuses more than 100 percent and an amount the currency cannot have', () => {
    expect(couponBodyFrom(coupon({ percent: '120' }), 'usd', now)).toMatchObject({
      ok: false,
      errors: { percent_off: 'A percentage is at most 100.' },
    });
    expect(couponBodyFrom(coupon({ kind: 'amount', amount: '5.5' }), 'jpy', now)).toMatchObject({
      ok: false,
      errors: { amount_off: 'JPY amounts have no decimals.' },
    });
  });
});
