import { COMMERCE_MESSAGES } from '@tessera/api-contract';
import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { gateways } from '../../db/schema/commerce.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { stripeFor } from '../../lib/stripe.ts';

/**
 * What every part of site commerce shares: the platform's Stripe client (a site's money goes to
 * its client's connected account, reached with the platform's key and the account's id; no key
 * of the account is ever held) and the site's gateway.
 */

export type GatewayRow = typeof gateways.$inferSelect;

/** The platform's Stripe client, or 503 while payments are not set up. */
export function requireConnect(deps: Pick<AppDeps, 'config'>): Stripe {
  const stripe = stripeFor(deps.config);
  if (!stripe) throw new HttpError(503, COMMERCE_MESSAGES.notConfigured);
  return stripe;
}

/** The request options that make a Stripe call act on the connected account. */
export function onAccount(
  gateway: Pick<GatewayRow, 'accountId'>,
  idempotencyKey?: string,
): Stripe.RequestOptions {
  return { stripeAccount: gateway.accountId, ...(idempotencyKey ? { idempotencyKey } : {}) };
}

/** The site's gateway that is not revoked (at most one), or null. */
export async function liveGatewayOf(db: Database, landingId: number): Promise<GatewayRow | null> {
  const [row] = await db
    .select()
    .from(gateways)
    .where(and(eq(gateways.landingId, landingId), ne(gateways.status, 'revoked')));
  return row ?? null;
}

/** The site's gateway that takes payments now, or null (none, onboarding unfinished, restricted). */
export async function activeGatewayOf(db: Database, landingId: number): Promise<GatewayRow | null> {
  const gateway = await liveGatewayOf(db, landingId);
  return gateway?.status === 'active' ? gateway : null;
}

/** The gateway a connected account is, whatever its state (Connect events name the account). */
export async function gatewayOfAccount(db: Database, accountId: string): Promise<GatewayRow | null> {
  const [row] = await db.select().from(gateways).where(eq(gateways.accountId, accountId));
  return row ?? null;
}

/** Where a gateway stands, from the account as Stripe answers it. */
export function gatewayStatusOf(account: Stripe.Account): 'pending' | 'active' | 'restricted' {
  if (account.charges_enabled) return 'active';
  return account.details_submitted ? 'restricted' : 'pending';
}
