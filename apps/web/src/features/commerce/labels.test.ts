import { describe, expect, it } from 'vitest';
import {
  couponDiscountLabel,
  couponDurationLabel,
  couponState,
  orderLinesSummary,
  priceLabel,
  redemptionsLabel,
  requirementLabel,
  subscriptionCancelOptions,
} from './labels.ts';

describe('priceLabel', () => {
  it('writes the amount in the currency with its interval', () => {
    expect(priceLabel({ amount: 9700, currency: 'usd', interval: 'Monthly' })).toBe('$97.00 per month');
    expect(priceLabel({ amount: 49700, currency: 'usd', interval: 'Once' })).toBe('$497.00 one time');
    expect(priceLabel({ amount: 1250, currency: 'jpy', interval: 'Yearly' })).toBe('¥1,250 per year');
    expect(priceLabel({ amount: 1999, currency: 'eur', interval: 'Weekly' })).toBe('€19.99 per week');
  });
});

describe('requirementLabel', () => {
  it("puts Stripe's requirement keys in words", () => {
    expect(requirementLabel('individual.verification.document')).toBe('Individual › verification › document');
    expect(requirementLabel('external_account')).toBe('External account');
    expect(requirementLabel('tos_acceptance.date')).toBe('Terms of service acceptance › date');
    expect(requirementLabel('individual.dob.day')).toBe('Individual › date of birth › day');
    expect(requirementLabel('business_profile.url')).toBe('Business profile › URL');
    expect(requirementLabel('tos_acceptance.ip')).toBe('Terms of service acceptance › IP address');
  });
  it('keeps what it cannot read as it is', () => {
    expect(requirementLabel('...')).toBe('...');
  });
});

describe('coupons', () => {
  const coupon = {
    percent_off: null,
    amount_off: null,
    currency: 'usd',
    duration: 'once' as const,
    duration_in_months: null,
    archived: false,
    expires_at: null,
    max_redemptions: null,
    times_redeemed: 0,
  };

  it('says the discount as a percentage or an amount of the currency', () => {
    expect(couponDiscountLabel({ ...coupon, percent_off: 20 })).toBe('20 %');
    expect(couponDiscountLabel({ ...coupon, percent_off: 12.5 })).toBe('12.5 %');
    expect(couponDiscountLabel({ ...coupon, amount_off: 500 })).toBe('$5.00');
    expect(couponDiscountLabel({ ...coupon, amount_off: 500, currency: 'jpy' })).toBe('¥500');
  });

  it('says how long it applies', () => {
    expect(couponDurationLabel(coupon)).toBe('Once');
    expect(couponDurationLabel({ duration: 'forever', duration_in_months: null })).toBe('Forever');
    expect(couponDurationLabel({ duration: 'repeating', duration_in_months: 3 })).toBe('3 months');
    expect(couponDurationLabel({ duration: 'repeating', duration_in_months: 1 })).toBe('1 month');
  });

  it('counts redemptions against the limit, if any', () => {
    expect(redemptionsLabel({ times_redeemed: 3, max_redemptions: 100 })).toBe('3 / 100');
    expect(redemptionsLabel({ times_redeemed: 3, max_redemptions: null })).toBe('3');
  });

  it('tells whether it can be redeemed now, and why not', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(couponState(coupon, now)).toBe('active');
    expect(couponState({ ...coupon, expires_at: '2026-06-01T11:59:59Z' }, now)).toBe('expired');
    expect(couponState({ ...coupon, expires_at: '2026-06-02T00:00:00Z' }, now)).toBe('active');
    expect(couponState({ ...coupon, max_redemptions: 5, times_redeemed: 5 }, now)).toBe('used-up');
    expect(couponState({ ...coupon, archived: true, expires_at: '2020-01-01T00:00:00Z' }, now)).toBe(
      'archived',
    );
  });
});

describe('subscriptionCancelOptions', () => {
  it('offers ending at the period end only while it would still renew, and ending now until it ended', () => {
    expect(subscriptionCancelOptions({ status: 'active', cancel_at_period_end: false })).toEqual({
      atPeriodEnd: true,
      now: true,
    });
    expect(subscriptionCancelOptions({ status: 'active', cancel_at_period_end: true })).toEqual({
      atPeriodEnd: false,
      now: true,
    });
    expect(subscriptionCancelOptions({ status: 'canceled', cancel_at_period_end: false })).toEqual({
      atPeriodEnd: false,
      now: false,
    });
  });
});

describe('orderLinesSummary', () => {
  it('names the first two lines with their quantity, and counts the rest', () => {
    expect(orderLinesSummary([])).toBe('—');
    expect(orderLinesSummary([{ name: 'Course', quantity: 1 }])).toBe('Course');
    expect(
      orderLinesSummary([
        { name: 'Tee', quantity: 2 },
        { name: 'Sticker', quantity: 1 },
        { name: 'Mug', quantity: 1 },
        { name: 'Cap', quantity: 1 },
      ]),
    ).toBe('Tee × 2, Sticker and 2 more');
  });
});
