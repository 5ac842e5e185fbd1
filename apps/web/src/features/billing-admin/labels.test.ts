import { planTypes, type SubscriptionSummary, subscriptionTarget } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  cancelActions,
  cancelTarget,
  isCancelable,
  PLAN_TYPE_CHOICES,
  planPricesLine,
  renewalOf,
} from './labels.ts';

const subscription: SubscriptionSummary = {
  id: 1,
  section: 'agency',
  plan: { id: 3, name: 'agency-monthly', title: 'Agency', type: 'agency' },
  price: { id: 7, amount: 9700, currency: 'usd', interval: 'Monthly' },
  status: 'active',
  cancel_at_period_end: false,
  current_period_end: '2026-08-01T00:00:00.000Z',
  trial_end: null,
  comped: false,
  created_at: '2026-07-01T00:00:00.000Z',
};

describe('plan types', () => {
  it('offers every type with a sentence', () => {
    expect(PLAN_TYPE_CHOICES.map((choice) => choice.value)).toEqual([...planTypes]);
    for (const choice of PLAN_TYPE_CHOICES) expect(choice.description).toMatch(/\.$/);
  });
});

describe('planPricesLine', () => {
  it('lists the offered prices in the order given and counts the others', () => {
    expect(
      planPricesLine([
        { id: 1, amount: 9700, currency: 'usd', interval: 'Monthly', active: true },
        { id: 2, amount: 50000, currency: 'usd', interval: 'Once', active: false },
        { id: 3, amount: 97000, currency: 'usd', interval: 'Yearly', active: true },
      ]),
    ).toEqual({
      offered: [
        { id: 1, text: '$97.00 per month' },
        { id: 3, text: '$970.00 per year' },
      ],
      inactive: 1,
    });
    expect(planPricesLine([])).toEqual({ offered: [], inactive: 0 });
  });
});

describe('cancelTarget', () => {
  it('names the subscription as the cancel call takes it', () => {
    expect(cancelTarget(subscription)).toBe('agency');
    expect(cancelTarget({ ...subscription, section: 'reseller' })).toBe('reseller');
    const app = cancelTarget({
      section: 'app',
      plan: { id: 4, name: 'blog-pro', title: 'Blog Pro', type: 'app' },
    });
    expect(app).toBe('app-blog-pro');
    for (const target of ['agency', 'reseller', app])
      expect(subscriptionTarget.safeParse(target).success).toBe(true);
  });

  it('offers cancel only while the subscription runs', () => {
    expect(isCancelable(subscription)).toBe(true);
    expect(isCancelable({ status: 'past_due' })).toBe(true);
    expect(isCancelable({ status: 'trialing' })).toBe(true);
    expect(isCancelable({ status: 'canceled' })).toBe(false);
    expect(isCancelable({ status: 'incomplete' })).toBe(false);
    expect(isCancelable({ status: 'none' })).toBe(false);
  });

  it('offers cancel on the subscription the server ends: the newest running one of its section', () => {
    const comped = { ...subscription, id: 5, comped: true, price: null };
    const trial = { ...subscription, id: 4, status: 'trialing' as const };
    const ended = { ...subscription, id: 3, status: 'canceled' as const };
    const app = {
      ...subscription,
      id: 2,
      section: 'app' as const,
      plan: { ...subscription.plan, name: 'podcast' },
    };
    const otherApp = { ...app, id: 1, plan: { ...app.plan, name: 'blog' } };
    expect(cancelActions([comped, trial, ended, app, otherApp])).toEqual(
      new Map([
        [5, { kind: 'cancel' }],
        [4, { kind: 'behind', first: 'Agency' }],
        [2, { kind: 'cancel' }],
        [1, { kind: 'cancel' }],
      ]),
    );
  });
});

describe('renewalOf', () => {
  const end = subscription.current_period_end;
  it('says when it renews, ends or ended', () => {
    expect(renewalOf(subscription)).toEqual({ text: 'Renews', at: end });
    expect(renewalOf({ ...subscription, cancel_at_period_end: true })).toEqual({ text: 'Ends', at: end });
    expect(renewalOf({ ...subscription, status: 'canceled' })).toEqual({ text: 'Ended', at: end });
  });

  it('names the end of a trial', () => {
    const trial = { ...subscription, status: 'trialing' as const, trial_end: '2026-07-15T00:00:00.000Z' };
    expect(renewalOf(trial)).toEqual({ text: 'Trial ends', at: trial.trial_end });
    expect(renewalOf({ ...trial, cancel_at_period_end: true })).toEqual({
      text: 'Ends',
      at: trial.trial_end,
    });
  });

  it('has no date for what never renews', () => {
    const once = {
      ...subscription,
      current_period_end: null,
      price: { ...subscription.price!, interval: 'Once' as const },
    };
    expect(renewalOf(once)).toEqual({ text: 'Paid once, kept for good', at: null });
    expect(renewalOf({ ...subscription, current_period_end: null, price: null, comped: true })).toEqual({
      text: 'Until canceled',
      at: null,
    });
  });
});
