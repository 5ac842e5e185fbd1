import type { CouponEffect, PlanDetail, PriceSummary, SubscriptionSummary } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  appPlanState,
  cardExpiry,
  cardLabel,
  couponDiscount,
  currentSubscription,
  describeThen,
  intervalsOf,
  orderSummary,
  planFeatures,
  priceFor,
  targetOf,
  trialLabel,
  yearlySaving,
} from './pricing.ts';

function price(
  id: number,
  amount: number,
  interval: PriceSummary['interval'],
  extra: Partial<PriceSummary> = {},
) {
  return {
    id,
    plan_id: 1,
    plan_name: 'pro',
    plan_title: 'Pro',
    amount,
    currency: 'usd',
    interval,
    active: true,
    stripe_price_id: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...extra,
  } satisfies PriceSummary;
}

function plan(extra: Partial<PlanDetail> = {}): PlanDetail {
  return {
    id: 1,
    name: 'pro',
    title: 'Pro',
    description: '',
    type: 'agency',
    currency: 'usd',
    trial_days: 0,
    premium_apps: [],
    premium_elements: [],
    card_limit: null,
    site_limit: null,
    active: true,
    stripe_product_id: null,
    prices: [],
    course_count: 0,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...extra,
  };
}

function coupon(extra: Partial<CouponEffect>): CouponEffect {
  return {
    code: 'SAVE',
    name: 'Save',
    percent_off: null,
    amount_off: null,
    currency: null,
    duration: 'once',
    duration_in_months: null,
    summary: '',
    discounted_amount: null,
    ...extra,
  };
}

describe('prices of plans', () => {
  const pro = plan({
    prices: [
      price(1, 9700, 'Monthly'),
      price(2, 97000, 'Yearly'),
      price(3, 8000, 'Monthly', { active: false }),
    ],
  });
  const basic = plan({ id: 2, prices: [price(4, 4900, 'Monthly'), price(5, 19900, 'Once')] });

  it('offers the intervals the plans are sold in, monthly before yearly, one-time last', () => {
    expect(intervalsOf([pro, basic])).toEqual(['Monthly', 'Yearly', 'Once']);
    expect(intervalsOf([plan()])).toEqual([]);
  });

  it("finds a plan's offered price for an interval, never an inactive one", () => {
    expect(priceFor(pro, 'Monthly')?.id).toBe(1);
    expect(priceFor(basic, 'Yearly')).toBeNull();
  });

  it('works out the yearly saving in whole percent', () => {
    // 12 × 97 = 1164; 970 is 194 less: 16.7 %.
    expect(yearlySaving(pro)).toBe(17);
    expect(yearlySaving(basic)).toBeNull();
    expect(yearlySaving(plan({ prices: [price(1, 1000, 'Monthly'), price(2, 12000, 'Yearly')] }))).toBeNull();
  });

  it('says a trial in days', () => {
    expect(trialLabel(14)).toBe('14-day free trial');
    expect(trialLabel(0)).toBeNull();
  });
});

describe('planFeatures', () => {
  const directory = [
    { key: 'blog', name: 'Blog' },
    { key: 'ai', name: 'AI assistant' },
  ];

  it("lists an agency plan's limits, apps, elements, courses and trial", () => {
    expect(
      planFeatures(
        plan({
          site_limit: 10,
          card_limit: 1,
          premium_apps: ['blog', 'ai'],
          premium_elements: ['countdown', 'video', 'map'],
          course_count: 2,
          trial_days: 14,
        }),
        directory,
      ),
    ).toEqual([
      'Up to 10 websites',
      'Up to 1 business card',
      'Premium apps: Blog, AI assistant',
      '3 premium elements',
      '2 courses included',
      '14-day free trial',
    ]);
  });

  it('says unlimited for no limit, and leaves limits out of an app plan', () => {
    expect(planFeatures(plan(), directory)).toEqual(['Unlimited websites', 'Unlimited business cards']);
    expect(planFeatures(plan({ type: 'app', premium_apps: ['blog'] }), directory)).toEqual([
      'Premium app: Blog',
    ]);
  });

  it('an unlimited plan gives everything, a reseller plan client agencies', () => {
    expect(planFeatures(plan({ type: 'unlimited', site_limit: 0, card_limit: 0 }), directory)).toEqual([
      'Every premium app and element',
    ]);
    expect(planFeatures(plan({ type: 'reseller', site_limit: 0, card_limit: 0 }), directory)).toEqual([
      'Manage client agencies',
    ]);
  });
});

describe('couponDiscount (minor units)', () => {
  it('takes a percentage, rounded to the nearest minor unit', () => {
    expect(couponDiscount(9700, 'usd', coupon({ percent_off: 20 }))).toBe(1940);
    // 33 % of $9.99 is 329.67 cents.
    expect(couponDiscount(999, 'usd', coupon({ percent_off: 33 }))).toBe(330);
    expect(couponDiscount(5000, 'jpy', coupon({ percent_off: 12.5 }))).toBe(625);
  });

  it('takes an amount in the same currency, never more than the price', () => {
    expect(couponDiscount(9700, 'usd', coupon({ amount_off: 1000, currency: 'usd' }))).toBe(1000);
    expect(couponDiscount(500, 'usd', coupon({ amount_off: 1000, currency: 'usd' }))).toBe(500);
    expect(couponDiscount(9700, 'eur', coupon({ amount_off: 1000, currency: 'usd' }))).toBe(0);
  });

  it('takes nothing without a coupon or from a free price', () => {
    expect(couponDiscount(9700, 'usd', null)).toBe(0);
    expect(couponDiscount(0, 'usd', coupon({ percent_off: 50 }))).toBe(0);
  });
});

describe('orderSummary', () => {
  const monthly = { amount: 10000, currency: 'usd', interval: 'Monthly' as const };

  it('without a coupon: the price today, then the price each month', () => {
    const summary = orderSummary(monthly, 0, null);
    expect(summary).toMatchObject({ price: 10000, discount: 0, firstPayment: 10000, dueToday: 10000 });
    expect(summary.after).toEqual([{ amount: 10000, payments: null, months: null }]);
    expect(describeThen(summary)).toBe('then $100.00 per month');
  });

  it('a trial makes today free; the first payment comes after it', () => {
    const summary = orderSummary(monthly, 14, coupon({ percent_off: 10 }));
    expect(summary).toMatchObject({ dueToday: 0, firstPayment: 9000, trialDays: 14 });
  });

  it('a once coupon discounts the first payment only', () => {
    const summary = orderSummary(monthly, 0, coupon({ amount_off: 2500, currency: 'usd' }));
    expect(summary.dueToday).toBe(7500);
    expect(describeThen(summary)).toBe('then $100.00 per month');
  });

  it('a forever coupon discounts every payment', () => {
    const summary = orderSummary(monthly, 0, coupon({ percent_off: 20, duration: 'forever' }));
    expect(summary.dueToday).toBe(8000);
    expect(describeThen(summary)).toBe('then $80.00 per month');
  });

  it('a repeating coupon counts its months in payments: monthly, and yearly rounded up', () => {
    const three = coupon({ percent_off: 20, duration: 'repeating', duration_in_months: 3 });
    expect(describeThen(orderSummary(monthly, 0, three))).toBe(
      'then $80.00 per month for 2 more payments, then $100.00 per month',
    );
    const two = coupon({ percent_off: 20, duration: 'repeating', duration_in_months: 2 });
    expect(describeThen(orderSummary(monthly, 0, two))).toBe(
      'then $80.00 per month for 1 more payment, then $100.00 per month',
    );
    const yearly = { amount: 100000, currency: 'usd', interval: 'Yearly' as const };
    expect(describeThen(orderSummary(yearly, 0, three))).toBe('then $1,000.00 per year');
    const eighteen = coupon({ percent_off: 50, duration: 'repeating', duration_in_months: 18 });
    expect(describeThen(orderSummary(yearly, 0, eighteen))).toBe(
      'then $500.00 per year for 1 more payment, then $1,000.00 per year',
    );
  });

  it('weekly and daily prices say the coupon in months', () => {
    const weekly = { amount: 1000, currency: 'usd', interval: 'Weekly' as const };
    const three = coupon({ percent_off: 50, duration: 'repeating', duration_in_months: 3 });
    expect(describeThen(orderSummary(weekly, 0, three))).toBe(
      'then $5.00 per week for 3 months, then $10.00 per week',
    );
  });

  it('a one-time price is paid today and nothing follows; a trial does not apply to it', () => {
    const once = { amount: 49700, currency: 'usd', interval: 'Once' as const };
    const summary = orderSummary(once, 14, coupon({ percent_off: 10 }));
    expect(summary).toMatchObject({ dueToday: 44730, trialDays: 0, after: [] });
    expect(describeThen(summary)).toBeNull();
  });

  it('a coupon in another currency takes nothing off', () => {
    const summary = orderSummary(
      { ...monthly, currency: 'eur' },
      0,
      coupon({ amount_off: 500, currency: 'usd' }),
    );
    expect(summary.discount).toBe(0);
    expect(describeThen(summary)).toBe('then €100.00 per month');
  });

  it('a coupon worth the whole price makes it free', () => {
    const summary = orderSummary(monthly, 0, coupon({ percent_off: 100, duration: 'forever' }));
    expect(summary.dueToday).toBe(0);
    expect(describeThen(summary)).toBe('then $0.00 per month');
  });
});

describe('subscriptions and cards', () => {
  function sub(extra: Partial<SubscriptionSummary>): SubscriptionSummary {
    return {
      id: 1,
      section: 'agency',
      plan: { id: 1, name: 'pro', title: 'Pro', type: 'agency' },
      price: null,
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: null,
      trial_end: null,
      comped: false,
      created_at: '2025-01-01T00:00:00Z',
      ...extra,
    };
  }

  it("picks a section's newest live subscription, passing over ended ones", () => {
    const subs = [
      sub({ id: 1, status: 'canceled', created_at: '2025-03-01T00:00:00Z' }),
      sub({ id: 2, status: 'active', created_at: '2025-02-01T00:00:00Z' }),
      sub({ id: 3, status: 'trialing', created_at: '2025-01-01T00:00:00Z' }),
      sub({ id: 4, section: 'reseller', status: 'active', created_at: '2025-04-01T00:00:00Z' }),
    ];
    expect(currentSubscription(subs, 'agency')?.id).toBe(2);
    expect(currentSubscription(subs, 'reseller')?.id).toBe(4);
    expect(currentSubscription([sub({ status: 'canceled' })], 'agency')).toBeNull();
  });

  it("finds an app's subscription by its plan", () => {
    const blog = sub({
      id: 5,
      section: 'app',
      plan: { id: 7, name: 'blog-app', title: 'Blog', type: 'app' },
    });
    expect(currentSubscription([blog], 'app', 'blog-app')?.id).toBe(5);
    expect(currentSubscription([blog], 'app', 'ai-app')).toBeNull();
    expect(targetOf(blog)).toBe('app-blog-app');
    expect(targetOf(sub({}))).toBe('agency');
  });

  it('names a card by brand and last digits, and tells an expired one', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(cardLabel({ brand: 'link', last4: '0005' })).toBe('Link ending in 0005');
    const now = new Date(2026, 4, 15);
    expect(cardExpiry({ exp_month: 4, exp_year: 2026 }, now)).toEqual({ label: '04/2026', expired: true });
    expect(cardExpiry({ exp_month: 5, exp_year: 2026 }, now)).toEqual({ label: '05/2026', expired: false });
  });
});

describe('appPlanState', () => {
  const agency = { premiumApps: ['blog'], premiumElements: ['countdown'], app_plans: [] as string[] };
  const blogPlan = { name: 'blog-app', premium_apps: ['blog'], premium_elements: ['countdown'] };
  const aiPlan = { name: 'ai-app', premium_apps: ['ai'], premium_elements: [] };
  const live = {
    id: 1,
    section: 'app' as const,
    plan: { id: 2, name: 'ai-app', title: 'AI', type: 'app' as const },
    price: null,
    status: 'active' as const,
    cancel_at_period_end: false,
    current_period_end: null,
    trial_end: null,
    comped: false,
    created_at: '2025-01-01T00:00:00Z',
  };

  it('is subscribed with a live subscription to it', () => {
    expect(appPlanState(aiPlan, agency, live)).toBe('subscribed');
  });

  it('is included when the agency already has all it adds, or an administrator gave it', () => {
    expect(appPlanState(blogPlan, agency, null)).toBe('included');
    expect(appPlanState(aiPlan, { ...agency, app_plans: ['ai-app'] }, null)).toBe('included');
  });

  it('is available otherwise, and a plan that adds nothing is never "included"', () => {
    expect(appPlanState(aiPlan, agency, null)).toBe('available');
    expect(appPlanState({ name: 'empty', premium_apps: [], premium_elements: [] }, agency, null)).toBe(
      'available',
    );
  });
});
