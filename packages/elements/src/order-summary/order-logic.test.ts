import { describe, expect, it } from 'vitest';
import {
  COUPON_UNREACHABLE,
  couponOutcome,
  formatPrice,
  groupCardNumber,
  orderTotals,
} from './order-logic.ts';

const TEXTS = { success: 'Coupon applied.', error: 'That coupon code is not valid.' };

describe('order totals', () => {
  it('adds price × quantity and takes a percentage or a fixed amount off', () => {
    const lines = [
      { cents: 4900, qty: 1 },
      { cents: 1250, qty: 2 },
    ];
    expect(orderTotals(lines, null)).toEqual({ subtotal: 7400, discount: 0, total: 7400 });
    expect(orderTotals(lines, { percentOff: 10 })).toEqual({ subtotal: 7400, discount: 740, total: 6660 });
    expect(orderTotals(lines, { amountOffCents: 1000 })).toEqual({
      subtotal: 7400,
      discount: 1000,
      total: 6400,
    });
  });

  it('never discounts below zero or by more than 100 %, and reads bad numbers as nothing', () => {
    expect(orderTotals([{ cents: 500, qty: 1 }], { amountOffCents: 9999 }).total).toBe(0);
    expect(orderTotals([{ cents: 500, qty: 1 }], { percentOff: 150 }).total).toBe(0);
    expect(orderTotals([{ cents: Number.NaN, qty: 2 }], null).subtotal).toBe(0);
    expect(orderTotals([{ cents: 500, qty: 0 }], null).subtotal).toBe(500);
    expect(orderTotals([], { percentOff: 10 })).toEqual({ subtotal: 0, discount: 0, total: 0 });
  });
});

describe('prices', () => {
  it('format like the server: sign, thousands and two decimals', () => {
    expect(formatPrice(4900, '$')).toBe('$49.00');
    expect(formatPrice(123_456_789, '€')).toBe('€1,234,567.89');
    expect(formatPrice(-490, '$')).toBe('-$4.90');
    expect(formatPrice(0, 'CHF')).toBe('CHF0.00');
  });
});

describe('coupon answers', () => {
  it('grant the discount the server gives, with the element’s success text', () => {
    expect(couponOutcome(200, { percentOff: 15 }, TEXTS)).toEqual({
      ok: true,
      discount: { percentOff: 15 },
      message: 'Coupon applied.',
    });
    expect(couponOutcome(200, { amountOffCents: 500, message: 'Five off' }, {})).toEqual({
      ok: true,
      discount: { amountOffCents: 500 },
      message: 'Five off',
    });
  });

  it('show the first code error of a 422 under the field, else its message, else the element’s text', () => {
    const body = { message: 'The given data was invalid.', errors: { code: ['This code has expired.'] } };
    expect(couponOutcome(422, body, TEXTS)).toEqual({ ok: false, message: 'This code has expired.' });
    expect(couponOutcome(422, { message: 'Nope' }, TEXTS)).toEqual({ ok: false, message: 'Nope' });
    expect(couponOutcome(422, null, TEXTS)).toEqual({ ok: false, message: TEXTS.error });
    expect(couponOutcome(404, { message: 'x' }, TEXTS)).toEqual({ ok: false, message: TEXTS.error });
  });

  it('ask to try again when the check itself failed', () => {
    expect(couponOutcome(0, null, TEXTS)).toEqual({ ok: false, message: COUPON_UNREACHABLE });
    expect(couponOutcome(503, { message: 'down' }, TEXTS)).toEqual({
      ok: false,
      message: COUPON_UNREACHABLE,
    });
  });
});

describe('card number grouping', () => {
  it('groups digits by four (Amex 4-6-5) and drops everything else', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-42a42')).toBe('4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('4'.repeat(25))).toBe(`${'4444 '.repeat(4)}444`);
  });
});
