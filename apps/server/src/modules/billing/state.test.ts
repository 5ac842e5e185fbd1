import { premiumApps } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import type { plans } from '../../db/schema/billing.ts';
import type { AgencyBillingFields } from '../agencies/store.ts';
import { premiumElementKeys } from '../config/premium-elements.ts';
import { deriveAgencyBilling, isLive, type SubscriptionRow } from './state.ts';

type PlanRow = typeof plans.$inferSelect;

const NOW = new Date('2026-11-28T12:00:00Z');
const DAY = 86_400_000;
const GRACE = 7 * DAY;

function plan(id: number, name: string, type: PlanRow['type'], grants: Partial<PlanRow> = {}): PlanRow {
  return {
    id,
    name,
    title: name,
    description: '',
    type,
    currency: 'usd',
    trialDays: 0,
    premiumApps: [],
    premiumElements: [],
    cardLimit: null,
    siteLimit: null,
    active: true,
    stripeProductId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...grants,
  };
}

const PLANS = new Map(
  [
    plan(1, 'agency-monthly', 'agency'),
    plan(2, 'app-commerce', 'app', { premiumApps: ['commerce'], premiumElements: ['coupon', 'credit-card'] }),
    plan(3, 'reseller', 'reseller'),
    plan(4, 'reseller-unlimited', 'unlimited'),
    plan(5, 'app-podcast', 'app', { premiumApps: ['podcast'], premiumElements: ['podcast-gallery'] }),
  ].map((row) => [row.id, row]),
);

let nextId = 1;
function row(
  planId: number,
  section: SubscriptionRow['section'],
  status: SubscriptionRow['status'],
  extra: Partial<SubscriptionRow> = {},
): SubscriptionRow {
  const id = nextId++;
  return {
    id,
    agencyId: 1,
    section,
    planId,
    priceId: null,
    stripeId: `sub_${id}`,
    status,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    trialEnd: null,
    pastDueSince: null,
    comped: false,
    stripeEventAt: null,
    createdAt: new Date(NOW.getTime() - id * 1000),
    updatedAt: NOW,
    ...extra,
  };
}

const NOTHING: AgencyBillingFields = {
  subscribed: false,
  stripeStatus: 'none',
  resellerStatus: 'none',
  stripePrice: null,
  resellerPlan: null,
  appPlans: [],
  premiumApps: [],
  premiumElements: [],
};

const derive = (rows: SubscriptionRow[], current: AgencyBillingFields = NOTHING) =>
  deriveAgencyBilling(current, rows, PLANS, GRACE, NOW);

describe('what an agency holds, derived from its subscriptions (SPEC §3/§4)', () => {
  it('subscribes with a live agency plan; a trial counts, an incomplete first payment does not', () => {
    expect(derive([row(1, 'agency', 'active')])).toMatchObject({
      subscribed: true,
      stripeStatus: 'active',
      stripePrice: 'agency-monthly',
    });
    expect(derive([row(1, 'agency', 'trialing')]).subscribed).toBe(true);
    expect(derive([row(1, 'agency', 'incomplete')])).toMatchObject({
      subscribed: false,
      stripeStatus: 'incomplete',
    });
  });

  it('keeps access while a failed renewal is within the grace period, and blocks after it', () => {
    const recent = row(1, 'agency', 'past_due', { pastDueSince: new Date(NOW.getTime() - DAY) });
    const old = row(1, 'agency', 'past_due', { pastDueSince: new Date(NOW.getTime() - 8 * DAY) });
    expect(derive([recent])).toMatchObject({ subscribed: true, stripeStatus: 'past_due' });
    expect(derive([old])).toMatchObject({ subscribed: false, stripeStatus: 'past_due' });
    expect(isLive(old, 0, NOW)).toBe(false);
  });

  it("adds an app plan's apps and elements without giving access on its own", () => {
    const held = derive([row(2, 'app', 'active')]);
    expect(held).toMatchObject({
      subscribed: false,
      appPlans: ['app-commerce'],
      premiumApps: ['commerce'],
      premiumElements: ['coupon', 'credit-card'],
    });
    // It lapses: what it gave goes, what an admin gave by hand stays.
    const lapsed = derive([row(2, 'app', 'canceled')], { ...held, premiumApps: ['commerce', 'ai'] });
    expect(lapsed).toMatchObject({ appPlans: [], premiumApps: ['ai'], premiumElements: [] });
  });

  it('a reseller subscription to an unlimited plan grants every premium app and element', () => {
    const held = derive([row(4, 'reseller', 'active')]);
    expect(held).toMatchObject({
      subscribed: true,
      resellerStatus: 'active',
      resellerPlan: 'reseller-unlimited',
    });
    expect(held.premiumApps).toEqual(premiumApps.map((app) => app.key).sort());
    expect(held.premiumElements).toEqual([...premiumElementKeys()].sort());
    // Canceled: everything it gave goes with it, and the canceled status stays (SPEC §4 course holders).
    const canceled = derive([row(4, 'reseller', 'canceled')], held);
    expect(canceled).toMatchObject({
      subscribed: false,
      resellerStatus: 'canceled',
      premiumApps: [],
      premiumElements: [],
    });
  });

  it('speaks only for the sections it holds subscriptions in: hand-set fields stay', () => {
    const byHand: AgencyBillingFields = {
      ...NOTHING,
      subscribed: true,
      stripeStatus: 'active',
      stripePrice: 'agency-monthly',
    };
    expect(derive([row(5, 'app', 'active')], byHand)).toMatchObject({
      subscribed: true,
      stripeStatus: 'active',
      stripePrice: 'agency-monthly',
      appPlans: ['app-podcast'],
    });
  });

  it('a live subscription speaks for its section over an older canceled one', () => {
    const rows = [row(1, 'agency', 'active'), row(1, 'agency', 'canceled')];
    expect(derive(rows)).toMatchObject({ subscribed: true, stripeStatus: 'active' });
    expect(derive([row(1, 'agency', 'canceled'), row(1, 'agency', 'canceled')]).stripeStatus).toBe(
      'canceled',
    );
  });

  it('deriving again from its own result changes nothing', () => {
    const rows = [row(1, 'agency', 'active'), row(2, 'app', 'active'), row(5, 'app', 'canceled')];
    const once = derive(rows, { ...NOTHING, premiumApps: ['ai'] });
    expect(derive(rows, once)).toEqual(once);
  });
});
