import { COMMERCE_MESSAGES } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { commerceEvents, orders } from '../../db/schema/commerce.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { stripeIdOf } from '../../lib/stripe-sync.ts';
import { type GatewayRow, gatewayOfAccount, requireConnect } from './connect.ts';
import { applyAccountEvent } from './gateways.ts';
import {
  type OrderDeps,
  orderFailed,
  orderPaid,
  renewalPaid,
  syncCustomerSubscription,
} from './order-sync.ts';

/**
 * `POST /stripe/connect-webhook`: the events of the sites' connected accounts. Each is verified by
 * its signature (the Connect endpoint's own secret), applied once (its id is kept; a duplicate or
 * a replay changes nothing) and may arrive in any order: orders only move forward, and a
 * subscription or account state older than the one held is skipped.
 */

export function verifyConnectEvent(
  deps: Pick<AppDeps, 'config'>,
  payload: Buffer,
  signature: string | undefined,
): Stripe.Event {
  const stripe = requireConnect(deps);
  const secret = deps.config.STRIPE_CONNECT_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(503, COMMERCE_MESSAGES.notConfigured);
  try {
    return stripe.webhooks.constructEvent(payload, signature ?? '', secret);
  } catch {
    throw new HttpError(400, COMMERCE_MESSAGES.webhookSignature);
  }
}

export async function applyConnectEvent(
  deps: OrderDeps & Pick<AppDeps, 'config'>,
  event: Stripe.Event,
): Promise<void> {
  const { db } = deps;
  if (!event.account) return;
  // Claimed first, so two deliveries at once apply it once; released if applying fails, so
  // Stripe's retry applies it then.
  const [claimed] = await db
    .insert(commerceEvents)
    .values({
      id: event.id,
      account: event.account,
      type: event.type,
      stripeCreatedAt: new Date(event.created * 1000),
    })
    .onConflictDoNothing()
    .returning({ id: commerceEvents.id });
  if (!claimed) return;
  try {
    const gateway = await gatewayOfAccount(db, event.account);
    if (gateway) await applyToGateway(deps, gateway, event);
  } catch (error) {
    await db.delete(commerceEvents).where(eq(commerceEvents.id, event.id));
    throw error;
  }
}

async function orderWhere(
  deps: OrderDeps,
  gateway: GatewayRow,
  column: 'stripePaymentIntentId' | 'stripeInvoiceId' | 'stripeCheckoutSessionId',
  id: string,
) {
  const [row] = await deps.db.select().from(orders).where(eq(orders[column], id)).limit(1);
  return row?.gatewayId === gateway.id ? row : null;
}

async function applyToGateway(
  deps: OrderDeps & Pick<AppDeps, 'config'>,
  gateway: GatewayRow,
  event: Stripe.Event,
): Promise<void> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const order = await orderWhere(deps, gateway, 'stripePaymentIntentId', event.data.object.id);
      if (order) await orderPaid(deps, order.id, at);
      return;
    }
    case 'payment_intent.payment_failed': {
      const order = await orderWhere(deps, gateway, 'stripePaymentIntentId', event.data.object.id);
      if (order) await orderFailed(deps.db, order.id);
      return;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const order = await orderWhere(deps, gateway, 'stripeInvoiceId', invoice.id!);
      if (order) await orderPaid(deps, order.id, at);
      else await renewalPaid(deps, gateway, invoice, at);
      return;
    }
    case 'invoice.payment_failed': {
      const order = await orderWhere(deps, gateway, 'stripeInvoiceId', event.data.object.id!);
      if (order) await orderFailed(deps.db, order.id);
      return;
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const order = await orderWhere(deps, gateway, 'stripeCheckoutSessionId', session.id);
      if (!order) return;
      const subscriptionId = stripeIdOf(session.subscription);
      if (subscriptionId) {
        await deps.db
          .update(orders)
          .set({ stripeSubscriptionId: subscriptionId })
          .where(eq(orders.id, order.id));
        const stripe = requireConnect(deps);
        const current = await stripe.subscriptions.retrieve(
          subscriptionId,
          {},
          { stripeAccount: gateway.accountId },
        );
        await syncCustomerSubscription(deps, gateway, current, at, { current: true });
      }
      if (session.payment_status === 'paid')
        await orderPaid(deps, order.id, at, {
          email: session.customer_details?.email ?? null,
          name: session.customer_details?.name ?? null,
        });
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const outcome = await syncCustomerSubscription(deps, gateway, event.data.object, at);
      if (outcome !== 'ambiguous') return;
      const stripe = requireConnect(deps);
      const current = await stripe.subscriptions.retrieve(
        event.data.object.id,
        {},
        { stripeAccount: gateway.accountId },
      );
      await syncCustomerSubscription(deps, gateway, current, at, { current: true });
      return;
    }
    case 'account.updated': {
      const account = event.data.object;
      const outcome = await applyAccountEvent(deps.db, { type: 'account.updated', account }, at);
      // Stripe dates events to the second: for a tie, what the account is now settles it.
      if (outcome === 'ambiguous') {
        const current = await requireConnect(deps).accounts.retrieve(gateway.accountId);
        await applyAccountEvent(deps.db, { type: 'account.updated', account: current }, at, {
          current: true,
        });
      }
      return;
    }
    case 'account.application.deauthorized': {
      // The owner disconnected the platform from their account: it can take no payments here.
      await applyAccountEvent(
        deps.db,
        { type: 'account.application.deauthorized', accountId: gateway.accountId },
        at,
      );
      return;
    }
    default:
      return;
  }
}
