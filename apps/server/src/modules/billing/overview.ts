import type {
  BillingOverview,
  InvoiceListQuery,
  InvoiceSummary,
  SubscriptionSummary,
} from '@tessera/api-contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { invoices, prices } from '../../db/schema/billing.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { findAgency } from '../agencies/store.ts';
import { agencyOwners } from '../users/store.ts';
import { planRowsByIds } from './catalog.ts';
import { defaultPaymentMethod } from './payment-methods.ts';
import { billingConfigured, graceDays } from './settings.ts';
import { isLive, subscriptionsOf } from './state.ts';

const DAY_MS = 86_400_000;

/** What the subscription screens show of an agency: its fields, its plans, what is next. */
export async function billingOverview(deps: AppDeps, agencyId: number): Promise<BillingOverview> {
  const agency = await findAgency(deps.db, agencyId);
  if (!agency) throw notFound('Agency not found.');
  const rows = await subscriptionsOf(deps.db, agencyId);
  const priceIds = [...new Set(rows.flatMap((row) => (row.priceId ? [row.priceId] : [])))];
  const [planOf, priceRows, owners, card] = await Promise.all([
    planRowsByIds(
      deps.db,
      rows.map((row) => row.planId),
    ),
    priceIds.length ? deps.db.select().from(prices).where(inArray(prices.id, priceIds)) : Promise.resolve([]),
    agencyOwners(deps.db, [agencyId]),
    defaultPaymentMethod(deps, agencyId),
  ]);
  const priceOf = new Map(priceRows.map((row) => [row.id, row]));
  const graceMs = graceDays(deps.config) * DAY_MS;
  const now = new Date();
  const summaries: SubscriptionSummary[] = rows.flatMap((row) => {
    const plan = planOf.get(row.planId);
    if (!plan) return [];
    const price = row.priceId ? priceOf.get(row.priceId) : undefined;
    return [
      {
        id: row.id,
        section: row.section,
        plan: { id: plan.id, name: plan.name, title: plan.title, type: plan.type },
        price: price
          ? { id: price.id, amount: price.amount, currency: price.currency, interval: price.interval }
          : null,
        status: row.status,
        cancel_at_period_end: row.cancelAtPeriodEnd,
        current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
        trial_end: row.trialEnd?.toISOString() ?? null,
        comped: row.comped,
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
  // The next charge: the soonest renewal of a live subscription that is not set to end.
  const renewing = rows
    .filter(
      (row) => isLive(row, graceMs, now) && !row.cancelAtPeriodEnd && row.currentPeriodEnd && row.priceId,
    )
    .sort((a, b) => a.currentPeriodEnd!.getTime() - b.currentPeriodEnd!.getTime())[0];
  const renewingPrice = renewing?.priceId ? priceOf.get(renewing.priceId) : undefined;
  const overdue = rows.find((row) => row.status === 'past_due' && row.pastDueSince);
  return {
    configured: billingConfigured(deps.config),
    agency: {
      id: agency.id,
      name: agency.name,
      owner_id: owners.get(agencyId)?.id ?? null,
      subscribed: agency.subscribed,
      free_fee: agency.freeFee,
      free_register: agency.freeRegister,
      stripe_status: agency.stripeStatus,
      reseller_status: agency.resellerStatus,
      stripe_price: agency.stripePrice,
      reseller_plan: agency.resellerPlan,
      app_plans: agency.appPlans,
      premiumApps: agency.premiumApps,
      premiumElements: agency.premiumElements,
    },
    subscriptions: summaries,
    upcoming_invoice:
      renewing && renewingPrice
        ? {
            amount_due: renewingPrice.amount,
            currency: renewingPrice.currency,
            date: renewing.currentPeriodEnd!.toISOString(),
          }
        : null,
    past_due: overdue?.pastDueSince
      ? {
          since: overdue.pastDueSince.toISOString(),
          blocks_at: new Date(overdue.pastDueSince.getTime() + graceMs).toISOString(),
        }
      : null,
    default_payment_method: card,
  };
}

function invoiceSummary(row: typeof invoices.$inferSelect): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    amount_due: row.amountDue,
    amount_paid: row.amountPaid,
    currency: row.currency,
    status: row.status,
    created_at: row.stripeCreatedAt.toISOString(),
    hosted_invoice_url: row.hostedInvoiceUrl,
    invoice_pdf: row.invoicePdf,
  };
}

/** The agency's invoices, newest first. */
export async function listInvoices(
  deps: AppDeps,
  agencyId: number,
  query: Pick<InvoiceListQuery, 'page' | 'per_page' | 'status'>,
): Promise<{ rows: InvoiceSummary[]; total: number }> {
  const where = and(
    eq(invoices.agencyId, agencyId),
    query.status ? eq(invoices.status, query.status) : undefined,
  );
  const window = pageWindow(query.page, query.per_page);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.stripeCreatedAt), desc(invoices.id))
      .limit(window.limit)
      .offset(window.offset),
    deps.db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows: rows.map(invoiceSummary), total: total?.total ?? 0 };
}
