import { describe, expect, it } from 'vitest';
import { type OrderLine, orderState } from '../order-summary/order-logic.ts';
import {
  CHECKOUT_UNREACHABLE,
  checkoutFailure,
  checkoutRequest,
  confirmsSetup,
  elementsAmount,
  isEmail,
  PAYMENTS_OFF,
  readAnswer,
  returnUrl,
  sameAmount,
} from './checkout-logic.ts';

const line = (productId: number, cents: number, qty: number, interval = ''): OrderLine => ({
  productId,
  name: `Product ${productId}`,
  image: '',
  cents,
  qty,
  interval,
});

const PRO = line(2, 4900, 1);
const TEAM = line(3, 129_000, 2);
const CLUB = line(7, 1900, 1, 'Monthly');
const PAGE = { pageId: 12, elementId: 'el_abc' };

describe('the Payment Element’s amount', () => {
  it('is the total the summary shows: selection × quantity, bump, less the coupon', () => {
    expect(elementsAmount(orderState([PRO, TEAM], null, null), 'usd')).toEqual({
      mode: 'payment',
      amount: 262_900,
      currency: 'usd',
    });
    const state = orderState([PRO], line(9, 1000, 1), { code: 'TEN', discount: { percentOff: 10 } });
    expect(elementsAmount(state, 'eur')).toEqual({ mode: 'payment', amount: 5310, currency: 'eur' });
  });

  it('is a subscription when a line recurs, the bump included', () => {
    expect(elementsAmount(orderState([CLUB], null, null), 'usd')?.mode).toBe('subscription');
    expect(elementsAmount(orderState([PRO], CLUB, null), 'usd')).toEqual({
      mode: 'subscription',
      amount: 6800,
      currency: 'usd',
    });
  });

  it('waits while there is nothing to pay (Stripe refuses a payment of 0)', () => {
    expect(elementsAmount(null, 'usd')).toBeNull();
    expect(elementsAmount(orderState([], null, null), 'usd')).toBeNull();
    const free = orderState([PRO], null, { code: 'ALL', discount: { percentOff: 100 } });
    expect(elementsAmount(free, 'usd')).toBeNull();
    // A subscription may start at 0 (its first invoice is free).
    const trial = orderState([CLUB], null, { code: 'ALL', discount: { percentOff: 100 } });
    expect(elementsAmount(trial, 'usd')).toEqual({ mode: 'subscription', amount: 0, currency: 'usd' });
  });

  it('is compared by mode, amount and currency', () => {
    const a = { mode: 'payment' as const, amount: 100, currency: 'usd' };
    expect(sameAmount(a, { ...a })).toBe(true);
    expect(sameAmount(a, { ...a, amount: 101 })).toBe(false);
    expect(sameAmount(a, { ...a, mode: 'subscription' })).toBe(false);
    expect(sameAmount(a, null)).toBe(false);
  });
});

describe('the checkout request', () => {
  it('names the page, the element, the products and quantities, the bump, the coupon and the buyer', () => {
    const state = orderState([PRO, TEAM], CLUB, { code: 'SAVE10', discount: { percentOff: 10 } });
    expect(checkoutRequest(state, PAGE, { email: ' ann@example.com ', name: ' Ann Lee ' })).toEqual({
      page_id: 12,
      element_id: 'el_abc',
      items: [
        { product_id: 2, quantity: 1 },
        { product_id: 3, quantity: 2 },
      ],
      bump: true,
      coupon: 'SAVE10',
      email: 'ann@example.com',
      name: 'Ann Lee',
    });
  });

  it('never carries a price or an amount, and leaves out the coupon when none applies', () => {
    const body = checkoutRequest(orderState([PRO], null, null), PAGE, { email: 'a@b.co', name: '' });
    expect(body).toEqual({
      page_id: 12,
      element_id: 'el_abc',
      items: [{ product_id: 2, quantity: 1 }],
      bump: false,
      email: 'a@b.co',
      name: '',
    });
    expect(JSON.stringify(body)).not.toMatch(/4900|amount|price|total/);
  });

  it('skips inputs without a product id', () => {
    const body = checkoutRequest(orderState([line(0, 100, 1), PRO], null, null), PAGE, {
      email: 'a@b.co',
      name: '',
    });
    expect(body.items).toEqual([{ product_id: 2, quantity: 1 }]);
  });
});

describe('e-mail addresses', () => {
  it('need a name, an @ and a domain with a dot', () => {
    expect(isEmail('ann@example.com')).toBe(true);
    expect(isEmail(' ann.lee+shop@mail.example.co.uk ')).toBe(true);
    for (const bad of ['', 'ann', 'ann@', '@example.com', 'ann@example', 'a b@example.com', 'ann@ex..com'])
      expect(isEmail(bad)).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});

describe('the checkout’s answer', () => {
  const answer = {
    order_id: 5,
    client_secret: 'pi_1_secret_2',
    publishable_key: 'pk_test',
    account_id: 'acct_1',
    mode: 'payment',
    amount: 4900,
    currency: 'usd',
    return_url: 'https://demo.example.com/thank-you',
  };

  it('is read when it has what confirming needs', () => {
    expect(readAnswer(answer)).toEqual({
      order_id: 5,
      client_secret: 'pi_1_secret_2',
      mode: 'payment',
      amount: 4900,
      currency: 'usd',
      return_url: 'https://demo.example.com/thank-you',
    });
    expect(readAnswer({ ...answer, client_secret: '' })).toBeNull();
    expect(readAnswer({ ...answer, mode: 'setup' })).toBeNull();
    expect(readAnswer({ ...answer, amount: '4900' })).toBeNull();
    expect(readAnswer('<html>')).toBeNull();
    expect(readAnswer(null)).toBeNull();
  });

  it('sends the buyer only to an http(s) thank-you page, made absolute', () => {
    const origin = 'https://demo.example.com';
    expect(returnUrl('https://demo.example.com/thank-you', origin)).toBe(
      'https://demo.example.com/thank-you',
    );
    expect(returnUrl('/thank-you?x=1', origin)).toBe('https://demo.example.com/thank-you?x=1');
    expect(returnUrl('http://localhost:3000/p', origin)).toBe('http://localhost:3000/p');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example.com',
      '/\\evil.example.com',
      'data:text/html,x',
      '',
    ])
      expect(returnUrl(bad, origin)).toBeNull();
  });

  it('confirms a SetupIntent when a subscription starts free, else a PaymentIntent', () => {
    expect(confirmsSetup('seti_1_secret_2')).toBe(true);
    expect(confirmsSetup('pi_1_secret_2')).toBe(false);
  });
});

describe('a refused checkout', () => {
  it('puts each 422 field message at its field, and the first one in the alert', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { coupon: ['This coupon has expired.'], email: ['Enter a valid e-mail address.'] },
    };
    expect(checkoutFailure(422, body)).toEqual({
      message: 'Enter a valid e-mail address.',
      fields: { email: 'Enter a valid e-mail address.', coupon: 'This coupon has expired.' },
    });
    expect(checkoutFailure(422, { message: 'x', errors: { coupon: ['This coupon has expired.'] } })).toEqual({
      message: 'This coupon has expired.',
      fields: { coupon: 'This coupon has expired.' },
    });
  });

  it('shows a message of a field the page has no place for, else the server’s message', () => {
    expect(checkoutFailure(422, { message: 'Invalid.', errors: { items: ['Choose a product.'] } })).toEqual({
      message: 'Choose a product.',
      fields: {},
    });
    expect(checkoutFailure(422, { message: 'Invalid.' })).toEqual({ message: 'Invalid.', fields: {} });
  });

  it('says payments are not available when the server says so, and to try again without an answer', () => {
    expect(checkoutFailure(503, { message: 'Payments are paused.' }).message).toBe('Payments are paused.');
    expect(checkoutFailure(503, null).message).toBe(PAYMENTS_OFF);
    expect(checkoutFailure(404, '<html>').message).toBe(PAYMENTS_OFF);
    expect(checkoutFailure(0, null)).toEqual({ message: CHECKOUT_UNREACHABLE, fields: {} });
    expect(checkoutFailure(500, null).message).toBe('The payment could not be started.');
  });
});
