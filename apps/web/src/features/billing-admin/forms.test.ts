import {
  type PlanDetail,
  type PriceSummary,
  planBody,
  priceBody,
  updatePlanBody,
} from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  currencyLocked,
  limitOf,
  makesNewStripePrice,
  planBodyOf,
  planFormValues,
  planIdParam,
  planUpdateOf,
  priceBodyOf,
  priceFormValues,
  priceUpdateOf,
  slugOf,
} from './forms.ts';

const price: PriceSummary = {
  id: 7,
  plan_id: 3,
  plan_name: 'agency-monthly',
  plan_title: 'Agency',
  amount: 9700,
  currency: 'usd',
  interval: 'Monthly',
  active: true,
  stripe_price_id: 'price_123',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const plan: PlanDetail = {
  id: 3,
  name: 'agency-monthly',
  title: 'Agency',
  description: '',
  type: 'agency',
  currency: 'usd',
  trial_days: 14,
  premium_apps: ['blog'],
  premium_elements: [],
  card_limit: null,
  site_limit: 10,
  active: true,
  stripe_product_id: null,
  prices: [price],
  course_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the plan form', () => {
  it('starts a new plan as an active agency plan in dollars with no limits', () => {
    const values = planFormValues(null);
    expect(values).toMatchObject({ type: 'agency', currency: 'usd', trial_days: 0, active: true });
    expect(values.card_limit).toBe('');
    expect(values.site_limit).toBe('');
  });

  it('sends empty limits as no limit and an empty trial as none', () => {
    expect(limitOf('')).toBeNull();
    expect(limitOf(0)).toBe(0);
    const body = planBodyOf({
      ...planFormValues(null),
      name: ' pro ',
      title: 'Pro',
      trial_days: '',
      card_limit: 5,
    });
    expect(body).toMatchObject({ name: 'pro', trial_days: 0, card_limit: 5, site_limit: null });
    expect(planBody.safeParse(body).success).toBe(true);
  });

  it('reads an existing plan back into the form unchanged', () => {
    expect(planBodyOf(planFormValues(plan))).toEqual({
      name: 'agency-monthly',
      title: 'Agency',
      description: '',
      type: 'agency',
      currency: 'usd',
      trial_days: 14,
      premium_apps: ['blog'],
      premium_elements: [],
      card_limit: null,
      site_limit: 10,
      active: true,
    });
    expect(planUpdateOf(plan, planFormValues(plan))).toEqual({});
  });

  it('updates only what changed, and never the currency of a plan with prices', () => {
    const values = {
      ...planFormValues(plan),
      title: 'Agency plan',
      currency: 'eur',
      site_limit: '' as const,
      premium_apps: ['blog', 'ai'],
    };
    const body = planUpdateOf(plan, values);
    expect(body).toEqual({ title: 'Agency plan', site_limit: null, premium_apps: ['blog', 'ai'] });
    expect(updatePlanBody.safeParse(body).success).toBe(true);
    expect(planUpdateOf({ ...plan, prices: [] }, values)).toMatchObject({ currency: 'eur' });
  });

  it('locks the currency once the plan has a price', () => {
    expect(currencyLocked(null)).toBe(false);
    expect(currencyLocked({ prices: [] })).toBe(false);
    expect(currencyLocked(plan)).toBe(true);
  });

  it('compares arrays item by item', () => {
    expect(changedFields({ a: ['x'], b: 1 }, { a: ['x'], b: 1 })).toEqual({});
    expect(changedFields({ a: ['x', 'y'] }, { a: ['y', 'x'] })).toEqual({ a: ['y', 'x'] });
  });

  it('suggests a name from the title that the name rule takes', () => {
    expect(slugOf('Agency – Monthly')).toBe('agency-monthly');
    expect(slugOf('  Pro Plan (2026)! ')).toBe('pro-plan-2026');
    expect(slugOf('Crème brûlée')).toBe('creme-brulee');
    expect(slugOf(`${'x'.repeat(59)} y`)).toBe('x'.repeat(59));
    expect(planBody.shape.name.safeParse(slugOf('Reseller Unlimited')).success).toBe(true);
  });
});

describe('the price form', () => {
  it('takes the plan from the address only when it is an id', () => {
    expect(planIdParam('3')).toBe('3');
    expect(planIdParam(null)).toBeNull();
    expect(planIdParam('0')).toBeNull();
    expect(planIdParam('3x')).toBeNull();
    expect(priceFormValues(null, '3')).toEqual({
      plan_id: '3',
      amount: '',
      interval: 'Monthly',
      active: true,
    });
  });

  it('shows an existing amount in the currency units', () => {
    expect(priceFormValues(price)).toEqual({
      plan_id: '3',
      amount: '97.00',
      interval: 'Monthly',
      active: true,
    });
    expect(priceFormValues({ ...price, amount: 1250, currency: 'jpy' }).amount).toBe('1250');
  });

  it("builds a new price in its plan's currency, in minor units", () => {
    const built = priceBodyOf({ plan_id: '3', amount: '970.00', interval: 'Yearly', active: true }, 'usd');
    expect(built).toEqual({
      ok: true,
      body: { plan_id: 3, amount: 97000, currency: 'usd', interval: 'Yearly', active: true },
    });
    if (built.ok) expect(priceBody.safeParse(built.body).success).toBe(true);
  });

  it('says which field is missing or wrong', () => {
    expect(priceBodyOf({ plan_id: null, amount: '1', interval: 'Once', active: true }, null)).toEqual({
      ok: false,
      errors: { plan_id: 'Choose the plan this price is for.' },
    });
    expect(priceBodyOf({ plan_id: '3', amount: '1.5', interval: 'Once', active: true }, 'jpy')).toEqual({
      ok: false,
      errors: { amount: 'JPY amounts have no decimals.' },
    });
  });

  it('updates only what changed, and knows when Stripe needs a new price', () => {
    const same = priceUpdateOf(price, priceFormValues(price));
    expect(same).toEqual({ ok: true, body: {} });
    const off = priceUpdateOf(price, { ...priceFormValues(price), active: false });
    expect(off).toEqual({ ok: true, body: { active: false } });
    if (off.ok) expect(makesNewStripePrice(off.body)).toBe(false);
    const dearer = priceUpdateOf(price, { ...priceFormValues(price), amount: '99' });
    expect(dearer).toEqual({ ok: true, body: { amount: 9900 } });
    if (dearer.ok) expect(makesNewStripePrice(dearer.body)).toBe(true);
    expect(makesNewStripePrice({ interval: 'Yearly' })).toBe(true);
  });
});
