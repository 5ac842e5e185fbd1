import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { planRowByName } from './catalog.ts';
import { syncInvoice, syncOneTimePayment, syncSubscription } from './sync.ts';

/**
 * Stripe's objects that name an agency we no longer hold. A guest order whose card is declined
 * removes the agency it made (orders.ts), but Stripe keeps the customer, the incomplete
 * subscription and its invoice, and sends their events: there is nothing of ours to write, and the
 * webhook must answer 200 (marking them seen) rather than fail on the missing agency, which Stripe
 * would retry for days. bench/billing found it: replays answered 500 to the declined orders'
 * `customer.subscription.created`.
 */

let t: TestApp;
let planId: number;
const GONE = 2_000_000_000;
const AT = new Date('2026-11-28T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  planId = (await planRowByName(t.database.db, 'agency-monthly'))!.id;
});
afterAll(() => t.close());

const metadata = () => ({
  tessera_agency_id: String(GONE),
  tessera_plan_id: String(planId),
  tessera_section: 'agency',
});

describe('an object of an agency that is gone', () => {
  it('writes no subscription and answers unknown', async () => {
    const subscription = {
      id: 'sub_of_a_removed_agency',
      object: 'subscription',
      customer: 'cus_of_a_removed_agency',
      status: 'incomplete',
      metadata: metadata(),
      items: { data: [] },
      cancel_at_period_end: false,
      trial_end: null,
      created: AT.getTime() / 1000,
    } as unknown as Stripe.Subscription;
    expect(await syncSubscription(t.database.db, subscription, AT)).toBe('unknown');
    expect(await syncSubscription(t.database.db, subscription, AT, { current: true })).toBe('unknown');
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeId, subscription.id));
    expect(rows).toEqual([]);
  });

  it('writes no invoice or one-time order either', async () => {
    const invoice = {
      id: 'in_of_a_removed_agency',
      object: 'invoice',
      customer: 'cus_of_a_removed_agency',
      metadata: metadata(),
      status: 'open',
      amount_due: 1900,
      amount_paid: 0,
      currency: 'usd',
      lines: { data: [] },
      created: AT.getTime() / 1000,
    } as unknown as Stripe.Invoice;
    expect(await syncInvoice(t.database.db, invoice, AT)).toBe('unknown');
    const payment = {
      id: 'pi_of_a_removed_agency',
      object: 'payment_intent',
      customer: 'cus_of_a_removed_agency',
      status: 'requires_payment_method',
      metadata: { ...metadata(), tessera_kind: 'onetime' },
    } as unknown as Stripe.PaymentIntent;
    expect(await syncOneTimePayment(t.database.db, payment, AT)).toBe('unknown');
  });
});
