import { describe, expect, it } from 'vitest';
import {
  COUPON_UNREACHABLE,
  couponOutcome,
  formatPrice,
  lineOf,
  type OrderLine,
  orderState,
  orderTotals,
  priceWithInterval,
} from './order-logic.ts';

const TEXTS = { success: 'Coupon applied.', error: 'That coupon code is not valid.' };

const line = (cents: number, qty: number, more: Partial<OrderLine> = {}): OrderLine => ({
  productId: 1,
  name: 'Item',
  image: '',
  cents,
  qty,
  interval: '',
  ...more,
});

describe('order totals', () => {
  it('adds price × quantity and takes a percentage or a fixed amount off', () => {
    const lines = [line(4900, 1), line(1250, 2)];
    expect(orderTotals(lines, null)).toEqual({ subtotal: 7400, discount: 0, total: 7400 });
    expect(orderTotals(lines, { percentOff: 10 })).toEqual({ subtotal: 7400, discount: 740, total: 6660 });
    expect(orderTotals(lines, { amountOffCents: 1000 })).toEqual({
      subtotal: 7400,
      discount: 1000,
      total: 6400,
    });
  });

  it('never discounts below zero or by more than 100 %, and reads bad numbers as nothing', () => {
    expect(orderTotals([line(500, 1)], { amountOffCents: 9999 }).total).toBe(0);
    expect(orderTotals([line(500, 1)], { percentOff: 150 }).total).toBe(0);
    expect(orderTotals([line(Number.NaN, 2)], null).subtotal).toBe(0);
    expect(orderTotals([line(500, 0)], null).subtotal).toBe(500);
    expect(orderTotals([], { percentOff: 10 })).toEqual({ subtotal: 0, discount: 0, total: 0 });
  });
});

describe('the order state', () => {
  const plan = line(4900, 2, { productId: 2, name: 'Pro' });
  const bump = line(1900, 1, { productId: 7, name: 'Club', interval: 'Monthly' });

  it('adds the ticked bump as one more line, and the coupon’s discount takes it in too', () => {
    const state = orderState([plan], bump, { code: 'SAVE10', discount: { percentOff: 10 } });
    expect(state.totals).toEqual({ subtotal: 11_700, discount: 1170, total: 10_530 });
    expect(state).toMatchObject({ lines: [plan], bump, coupon: 'SAVE10', recurring: true });
    expect(orderState([plan], null, { code: 'FIVE', discount: { amountOffCents: 500 } }).totals).toEqual({
      subtotal: 9800,
      discount: 500,
      total: 9300,
    });
  });

  it('is a subscription when any line is charged on an interval, a one-time payment otherwise', () => {
    expect(orderState([plan], null, null).recurring).toBe(false);
    expect(orderState([line(100, 1, { interval: 'Once' })], null, null).recurring).toBe(false);
    expect(orderState([plan, line(100, 1, { interval: 'Yearly' })], null, null).recurring).toBe(true);
    expect(orderState([], null, null)).toEqual({
      lines: [],
      bump: null,
      coupon: null,
      totals: { subtotal: 0, discount: 0, total: 0 },
      recurring: false,
    });
  });

  it('reads a line from an input’s value and data attributes, bad ids as none', () => {
    expect(
      lineOf('3', { price: '129000', qty: '2', name: 'Team', image: 'https://x/y.png', interval: 'Monthly' }),
    ).toEqual({
      productId: 3,
      name: 'Team',
      image: 'https://x/y.png',
      cents: 129_000,
      qty: 2,
      interval: 'Monthly',
    });
    expect(lineOf('prod_x', {})).toEqual({
      productId: 0,
      name: '',
      image: '',
      cents: 0,
      qty: 1,
      interval: '',
    });
    expect(lineOf('-4', { price: 'abc' }).productId).toBe(0);
  });
});

describe('prices', () => {
  it('format like the server: sign, thousands and two decimals', () => {
    expect(formatPrice(4900, '$')).toBe('$49.00');
    expect(formatPrice(123_456_789, '€')).toBe('€1,234,567.89');
    expect(formatPrice(-490, '$')).toBe('-$4.90');
    expect(formatPrice(0, 'CHF')).toBe('CHF0.00');
  });

  it('say how often a recurring price is charged', () => {
    expect(priceWithInterval(1900, '$', 'Monthly')).toBe('$19.00 per month');
    expect(priceWithInterval(1900, '$', 'Yearly')).toBe('$19.00 per year');
    expect(priceWithInterval(1900, '$', 'Weekly')).toBe('$19.00 per week');
    expect(priceWithInterval(1900, '$', 'Daily')).toBe('$19.00 per day');
    expect(priceWithInterval(1900, '$', 'Once')).toBe('$19.00');
    expect(priceWithInterval(1900, '$', undefined)).toBe('$19.00');
    expect(priceWithInterval(1900, '$', 'toString')).toBe('$19.00');
  });
});

describe('coupon answers', () => {
  it('grant the discount the server gives, with its message (else the element’s text)', () => {
    expect(
      couponOutcome(200, { code: 'SAVE15', percent_off: 15, amount_off: null, message: '' }, 'save15', TEXTS),
    ).toEqual({ ok: true, code: 'SAVE15', discount: { percentOff: 15 }, message: 'Coupon applied.' });
    expect(
      couponOutcome(
        200,
        { code: 'FIVE', percent_off: null, amount_off: 500, message: 'Five off' },
        'five',
        {},
      ),
    ).toEqual({ ok: true, code: 'FIVE', discount: { amountOffCents: 500 }, message: 'Five off' });
    expect(couponOutcome(200, null, 'TYPED', {})).toEqual({
      ok: true,
      code: 'TYPED',
      discount: null,
      message: 'Coupon applied.',
    });
  });

  it('show the first code error of a 422 under the field, else its message, else the element’s text', () => {
    const body = { message: 'The given data was invalid.', errors: { code: ['This code has expired.'] } };
    expect(couponOutcome(422, body, 'OLD', TEXTS)).toEqual({ ok: false, message: 'This code has expired.' });
    expect(couponOutcome(422, { message: 'Nope' }, 'X', TEXTS)).toEqual({ ok: false, message: 'Nope' });
    expect(couponOutcome(422, null, 'X', TEXTS)).toEqual({ ok: false, message: TEXTS.error });
    expect(couponOutcome(404, { message: 'x' }, 'X', TEXTS)).toEqual({ ok: false, message: TEXTS.error });
  });

  it('ask to try again when the check itself failed', () => {
    expect(couponOutcome(0, null, 'X', TEXTS)).toEqual({ ok: false, message: COUPON_UNREACHABLE });
    expect(couponOutcome(503, { message: 'down' }, 'X', TEXTS)).toEqual({
      ok: false,
      message: COUPON_UNREACHABLE,
    });
  });
});
