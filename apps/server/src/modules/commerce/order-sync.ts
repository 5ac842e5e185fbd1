import { formatMoney } from '@tessera/api-contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { customerSubscriptions, orders } from '../../db/schema/commerce.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { SiteEvents } from '../../lib/site-events.ts';
import { laterMoment, stripeDateOf, stripeIdOf, stripeOrdering } from '../../lib/stripe-sync.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { announceContact } from '../contacts/announce.ts';
import { recordBuyer } from '../contacts/buyers.ts';
import type { GatewayRow } from './connect.ts';
import { countRedemption } from './redemption.ts';

/**
 * What Stripe's Connect events do to a site's orders and customer subscriptions. An order only
 * moves forward (pending → paid, pending → failed, failed → paid on a retried card); a paid
 * order is told once: the buyer's receipt, the buyer as a contact of the site, the site's
 * webhooks and open agency screens (`order.paid`).
 */

export type OrderRow = typeof orders.$inferSelect;

export interface OrderDeps {
  db: Database;
  siteEvents: SiteEvents;
  mail: MailQueue;
  origins: SiteOrigins;
  log: FastifyBaseLogger;
}

/**
 * Writes a new pending order of a site (the checkout's and the payment link's), numbered
 * `{site}-{id + 1000}`: the id is drawn first, so two orders placed at once never share a number.
 */
export async function insertOrder(
  db: Database,
  values: Omit<typeof orders.$inferInsert, 'id' | 'number'>,
): Promise<OrderRow> {
  const drawn = await db.execute(
    sql`select nextval(pg_get_serial_sequence('commerce_orders', 'id'))::int as id`,
  );
  const id = (drawn as unknown as { rows: Array<{ id: number }> }).rows[0]!.id;
  const [row] = await db
    .insert(orders)
    .values({ ...values, id, number: `${values.landingId}-${id + 1000}` })
    .returning();
  return row!;
}

/** Marks an order paid (once) and tells everyone who follows the site's orders. */
export async function orderPaid(
  deps: OrderDeps,
  orderId: number,
  paidAt: Date,
  buyer: { email?: string | null; name?: string | null } = {},
): Promise<void> {
  const [paid] = await deps.db
    .update(orders)
    .set({
      status: 'paid',
      paidAt,
      updatedAt: new Date(),
      ...(buyer.email ? { email: buyer.email } : {}),
      ...(buyer.name ? { name: buyer.name } : {}),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'failed'])))
    .returning();
  if (paid) await announceOrder(deps, paid);
}

/** A declined or failed payment of an order that is not paid. */
export async function orderFailed(db: Database, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** The receipt, the contact, the webhooks and the live note of a paid order, claimed once. */
async function announceOrder(deps: OrderDeps, paid: OrderRow): Promise<void> {
  const [claimed] = await deps.db
    .update(orders)
    .set({ announced: true })
    .where(and(eq(orders.id, paid.id), eq(orders.announced, false)))
    .returning();
  if (!claimed) return;
  if (claimed.couponId !== null && !claimed.renewal) await countRedemption(deps.db, claimed.couponId);
  let contactId: number | null = claimed.contactId;
  if (claimed.email) {
    const contact = await recordBuyer(deps.db, {
      agencyId: claimed.agencyId,
      landingId: claimed.landingId,
      pageId: claimed.pageId,
      email: claimed.email,
      name: claimed.name,
      products: claimed.lines.map((line) => line.name),
    });
    contactId = contact.id;
    await deps.db.update(orders).set({ contactId }).where(eq(orders.id, claimed.id));
    if (contact.created) await announceContact(deps, contact.id);
    if (claimed.stripeSubscriptionId)
      await deps.db
        .update(customerSubscriptions)
        .set({ contactId })
        .where(eq(customerSubscriptions.stripeSubscriptionId, claimed.stripeSubscriptionId));
  }
  await deps.siteEvents.emit({
    type: 'order.paid',
    agencyId: claimed.agencyId,
    landingId: claimed.landingId,
    order: {
      id: claimed.id,
      number: claimed.number,
      email: claimed.email,
      name: claimed.name,
      contact_id: contactId,
      page_id: claimed.pageId,
      lines: claimed.lines.map((line) => ({
        product_id: line.productId,
        name: line.name,
        quantity: line.quantity,
        unit_amount: line.unitAmount,
      })),
      coupon_code: claimed.couponCode,
      total: claimed.total,
      currency: claimed.currency,
      paid_at: (claimed.paidAt ?? new Date()).toISOString(),
    },
  });
  if (claimed.email) {
    try {
      await deps.mail.send(receiptMail(claimed));
    } catch (error) {
      deps.log.error({ err: error, orderId: claimed.id }, 'order receipt could not be queued');
    }
  }
}

/** The buyer's receipt: what was bought, the discount and the total. */
export function receiptMail(order: OrderRow): { to: string; subject: string; text: string } {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const lines = order.lines.map(
    (line) => `${line.quantity} × ${line.name}: ${money(line.unitAmount * line.quantity)}`,
  );
  return {
    to: order.email!,
    subject: `Your receipt for order ${order.number}`,
    text: [
      order.name ? `Hello ${order.name},` : 'Hello,',
      '',
      `Thank you for your order ${order.number}. Your payment has been received.`,
      '',
      ...lines,
      ...(order.discount > 0
        ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ''}: -${money(order.discount)}`]
        : []),
      ...(order.tax > 0 ? [`Tax: ${money(order.tax)}`] : []),
      `Total paid: ${money(order.total)}`,
      '',
      `Paid on ${(order.paidAt ?? new Date()).toUTCString()}.`,
    ].join('\n'),
  };
}

const SUBSCRIPTION_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid'] as const;
type CustomerSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
function subscriptionStatusOf(status: string): CustomerSubscriptionStatus {
  if ((SUBSCRIPTION_STATUSES as readonly string[]).includes(status))
    return status as CustomerSubscriptionStatus;
  // incomplete_expired and paused: it no longer bills.
  return 'canceled';
}

/**
 * Writes a customer subscription as Stripe had it at `at` (the ordering rule of lib/stripe-sync.ts);
 * the first state makes the row from the order that started it. Answers 'ambiguous' when the
 * caller must read it from Stripe, and tells the site once when it ends.
 */
export async function syncCustomerSubscription(
  deps: OrderDeps,
  gateway: GatewayRow,
  subscription: Stripe.Subscription,
  at: Date,
  options: { current?: boolean } = {},
): Promise<'written' | 'stale' | 'ambiguous' | 'unknown'> {
  const { db } = deps;
  const [held] = await db
    .select()
    .from(customerSubscriptions)
    .where(eq(customerSubscriptions.stripeSubscriptionId, subscription.id));
  const order = stripeOrdering(held?.stripeEventAt ?? null, at, options.current);
  if (order !== 'newer') return order;
  const [started] = held
    ? [null]
    : await db.select().from(orders).where(eq(orders.stripeSubscriptionId, subscription.id)).limit(1);
  if (!held && !started) return 'unknown';
  const item = subscription.items.data[0];
  const status = subscriptionStatusOf(subscription.status);
  const line = started?.lines[0];
  const values = {
    status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: stripeDateOf(item?.current_period_end),
    canceledAt: stripeDateOf(subscription.ended_at ?? subscription.canceled_at),
    stripeEventAt: laterMoment(held?.stripeEventAt, at),
    updatedAt: new Date(),
  };
  if (held) {
    await db.update(customerSubscriptions).set(values).where(eq(customerSubscriptions.id, held.id));
  } else {
    await db
      .insert(customerSubscriptions)
      .values({
        ...values,
        landingId: gateway.landingId,
        gatewayId: gateway.id,
        productId: line?.productId ?? null,
        productName: line?.name ?? 'Subscription',
        email: started!.email,
        contactId: started!.contactId,
        stripeSubscriptionId: subscription.id,
        amount: started!.total,
        currency: started!.currency,
        interval: line?.interval ?? 'Monthly',
      })
      .onConflictDoNothing();
  }
  if (status === 'canceled' && held && held.status !== 'canceled') {
    await deps.siteEvents.emit({
      type: 'subscription.canceled',
      agencyId: gateway.agencyId,
      landingId: gateway.landingId,
      subscription: {
        id: held.id,
        product_id: held.productId,
        product_name: held.productName,
        email: held.email,
        canceled_at: (values.canceledAt ?? at).toISOString(),
      },
    });
  }
  return 'written';
}

/**
 * A paid invoice of a customer subscription that no order holds yet: a renewal, recorded as an
 * order of the site (its lines copied from the order that started the subscription).
 */
export async function renewalPaid(
  deps: OrderDeps,
  gateway: GatewayRow,
  invoice: Stripe.Invoice,
  paidAt: Date,
): Promise<void> {
  const subscriptionId = stripeIdOf(invoice.parent?.subscription_details?.subscription ?? null);
  if (!subscriptionId) return;
  const [first] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.stripeSubscriptionId, subscriptionId), eq(orders.renewal, false)))
    .limit(1);
  if (!first) return;
  const [subscription] = await deps.db
    .select({ id: customerSubscriptions.id })
    .from(customerSubscriptions)
    .where(eq(customerSubscriptions.stripeSubscriptionId, subscriptionId));
  const [renewal] = await deps.db
    .insert(orders)
    .values({
      agencyId: first.agencyId,
      landingId: first.landingId,
      gatewayId: gateway.id,
      pageId: first.pageId,
      number: `${first.number}-R${invoice.number ?? invoice.id.slice(-6)}`,
      email: first.email,
      name: first.name,
      contactId: first.contactId,
      lines: first.lines,
      couponCode: null,
      subtotal: invoice.subtotal,
      discount: Math.max(0, invoice.subtotal - invoice.total),
      total: invoice.amount_paid,
      currency: invoice.currency,
      renewal: true,
      subscriptionId: subscription?.id ?? null,
      stripeInvoiceId: invoice.id,
      stripeSubscriptionId: subscriptionId,
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (renewal) await orderPaid(deps, renewal.id, paidAt);
}
