import { randomUUID } from 'node:crypto';
import {
  COMMERCE_MESSAGES,
  type CreateGatewayBody,
  createGatewayBody,
  type GatewayItem,
  type UpdateGatewayBody,
} from '@tessera/api-contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { coupons, gateways, orders, products } from '../../db/schema/commerce.ts';
import type { AppDeps } from '../../deps.ts';
import { appUrlForAgency } from '../../lib/app-url.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { askStripe } from '../../lib/stripe.ts';
import { laterMoment, stripeOrdering } from '../../lib/stripe-sync.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { type GatewayRow, gatewayStatusOf, liveGatewayOf, requireConnect } from './connect.ts';

/**
 * A site's payment gateway: its client's own Stripe account, made by the platform with Connect
 * and finished by the client on Stripe's hosted onboarding. The account is configured like a
 * Standard one (the client owns it, sees Stripe's full dashboard and pays Stripe's fees), which
 * Stripe now asks platforms to express with controller properties rather than an account type.
 * Stripe's answers (a check, Connect events) are what the gateway's state follows.
 */

export interface GatewayDeps extends Pick<AppDeps, 'db' | 'config'> {
  origins: SiteOrigins;
}

export interface GatewayWithLink {
  gateway: GatewayItem;
  onboarding: { url: string; expires_at: string } | null;
}

/**
 * The account id of a gateway whose Stripe account is being made: the row holds the site's one
 * live slot first, so two clicks cannot make two accounts.
 */
const UNCONNECTED = 'unconnected:';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The moment of an account just read from Stripe, to the second as Stripe dates its events: an
 * event of that same second is then `ambiguous` (read again), never silently older.
 */
const readNow = () => new Date(Math.floor(Date.now() / 1000) * 1000);

export function gatewayItem(row: GatewayRow): GatewayItem {
  return {
    id: row.id,
    landing_id: row.landingId,
    platform: row.platform,
    name: row.name,
    account_id: row.accountId.startsWith(UNCONNECTED) ? '' : row.accountId,
    status: row.status,
    requirements: row.requirements,
    currency: row.currency,
    business_name: row.businessName,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    revoked_at: iso(row.revokedAt),
  };
}

/** One gateway of the site; another site's (or none) is "not found". */
async function gatewayOfSite(db: Database, site: SiteRow, gatewayId: number): Promise<GatewayRow> {
  const [row] = await db
    .select()
    .from(gateways)
    .where(
      and(eq(gateways.id, gatewayId), eq(gateways.landingId, site.id), eq(gateways.agencyId, site.agencyId)),
    )
    .limit(1);
  if (!row) throw notFound(COMMERCE_MESSAGES.gatewayNotFound);
  return row;
}

export async function listGateways(
  db: Database,
  auth: AuthContext,
  landingId: number,
): Promise<GatewayItem[]> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const rows = await db
    .select()
    .from(gateways)
    .where(and(eq(gateways.landingId, site.id), eq(gateways.agencyId, site.agencyId)))
    .orderBy(asc(sql`${gateways.status} = 'revoked'`), desc(gateways.createdAt), desc(gateways.id));
  return rows.map(gatewayItem);
}

export async function getGateway(
  db: Database,
  auth: AuthContext,
  landingId: number,
  gatewayId: number,
): Promise<GatewayItem> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  return gatewayItem(await gatewayOfSite(db, site, gatewayId));
}

/** The gateway order elements take payments with, or null. */
export async function activeGateway(
  db: Database,
  auth: AuthContext,
  landingId: number,
): Promise<GatewayItem | null> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const live = await liveGatewayOf(db, site.id);
  return live?.status === 'active' ? gatewayItem(live) : null;
}

/** A Stripe-hosted onboarding page for the account, coming back to the app's `/auth/stripe/callback`. */
async function onboardingLink(
  deps: GatewayDeps,
  stripe: Stripe,
  gateway: GatewayRow,
): Promise<GatewayWithLink['onboarding']> {
  const back = `/auth/stripe/callback?landing=${gateway.landingId}&gateway=${gateway.id}`;
  const returnUrl = await appUrlForAgency(deps.db, deps.origins, gateway.agencyId, back);
  const link = await askStripe(() =>
    stripe.accountLinks.create({
      account: gateway.accountId,
      type: 'account_onboarding',
      return_url: returnUrl,
      refresh_url: `${returnUrl}&refresh=1`,
    }),
  );
  return { url: link.url, expires_at: new Date(link.expires_at * 1000).toISOString() };
}

/** The account's state as Stripe gives it, in the gateway's columns. */
function accountColumns(account: Stripe.Account) {
  return {
    requirements: account.requirements?.currently_due ?? [],
    businessName: account.business_profile?.name ?? account.settings?.dashboard?.display_name ?? null,
    email: account.email ?? null,
  };
}

export async function connectGateway(
  deps: GatewayDeps,
  auth: AuthContext,
  landingId: number,
  input: CreateGatewayBody,
): Promise<GatewayWithLink> {
  const body = createGatewayBody.parse(input);
  const site = await siteForCaller(deps.db, auth, landingId, 'manage_commerce');
  const stripe = requireConnect(deps);
  if (await liveGatewayOf(deps.db, site.id)) throw invalidField('platform', COMMERCE_MESSAGES.gatewayExists);
  let held: GatewayRow;
  try {
    const [row] = await deps.db
      .insert(gateways)
      .values({
        agencyId: site.agencyId,
        landingId: site.id,
        platform: body.platform,
        name: body.name,
        accountId: `${UNCONNECTED}${randomUUID()}`,
        currency: body.currency,
        email: body.email ?? null,
      })
      .returning();
    held = row!;
  } catch (error) {
    // Another request connected one between the check and this insert (the one-live index).
    if (isUniqueViolation(error)) throw invalidField('platform', COMMERCE_MESSAGES.gatewayExists);
    throw error;
  }
  let account: Stripe.Account;
  try {
    account = await askStripe(() =>
      stripe.accounts.create(
        {
          controller: {
            stripe_dashboard: { type: 'full' },
            fees: { payer: 'account' },
            losses: { payments: 'stripe' },
            requirement_collection: 'stripe',
          },
          country: body.country,
          ...(body.email ? { email: body.email } : {}),
          ...(site.title ? { business_profile: { name: site.title } } : {}),
          metadata: { landing_id: String(site.id), gateway_id: String(held.id) },
        },
        { idempotencyKey: `tessera-gateway-${held.id}` },
      ),
    );
  } catch (error) {
    await deps.db.delete(gateways).where(eq(gateways.id, held.id));
    throw error;
  }
  const [row] = await deps.db
    .update(gateways)
    .set({
      accountId: account.id,
      status: gatewayStatusOf(account),
      ...accountColumns(account),
      stripeEventAt: readNow(),
      updatedAt: new Date(),
    })
    .where(eq(gateways.id, held.id))
    .returning();
  return { gateway: gatewayItem(row!), onboarding: await onboardingLink(deps, stripe, row!) };
}

/**
 * Reads the account from Stripe now and writes its state; a new onboarding link while the
 * account cannot take payments yet (pending) or Stripe asks for more (restricted). A revoked
 * gateway is answered as it is: its account is no longer this site's to ask about.
 */
async function refreshGateway(deps: GatewayDeps, gateway: GatewayRow): Promise<GatewayWithLink> {
  if (gateway.status === 'revoked') return { gateway: gatewayItem(gateway), onboarding: null };
  const stripe = requireConnect(deps);
  if (gateway.accountId.startsWith(UNCONNECTED))
    throw invalidField(
      'gatewayId',
      'This gateway was never connected to Stripe: revoke it and connect again.',
    );
  const account = await askStripe(() => stripe.accounts.retrieve(gateway.accountId));
  const applied = await applyAccountEvent(deps.db, { type: 'account.updated', account }, readNow(), {
    current: true,
  });
  const row = typeof applied === 'object' ? applied.gateway : gateway;
  const onboarding = row.status === 'active' ? null : await onboardingLink(deps, stripe, row);
  return { gateway: gatewayItem(row), onboarding };
}

export async function checkGateway(
  deps: GatewayDeps,
  auth: AuthContext,
  landingId: number,
  gatewayId: number,
): Promise<GatewayWithLink> {
  const site = await siteForCaller(deps.db, auth, landingId, 'manage_commerce');
  return refreshGateway(deps, await gatewayOfSite(deps.db, site, gatewayId));
}

export async function updateGateway(
  db: Database,
  auth: AuthContext,
  landingId: number,
  gatewayId: number,
  body: UpdateGatewayBody,
): Promise<GatewayRow> {
  const site = await siteForCaller(db, auth, landingId, 'manage_commerce');
  const gateway = await gatewayOfSite(db, site, gatewayId);
  if (body.currency !== undefined && body.currency !== gateway.currency) {
    if (gateway.status === 'revoked') throw invalidField('currency', COMMERCE_MESSAGES.gatewayRevoked);
    // Prices and amount-off coupons on Stripe are in the currency they were made in.
    const [priced] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.gatewayId, gateway.id))
      .limit(1);
    const [discounted] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.gatewayId, gateway.id))
      .limit(1);
    if (priced || discounted)
      throw invalidField(
        'currency',
        'The currency is fixed once the gateway has products or coupons: archive them and connect a new gateway to sell in another.',
      );
  }
  const [row] = await db
    .update(gateways)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.currency !== undefined ? { currency: body.currency } : {}),
      updatedAt: new Date(),
    })
    .where(eq(gateways.id, gateway.id))
    .returning();
  return row!;
}

/**
 * Stops the site taking payments with the account. Nothing is asked of Stripe: the account is the
 * client's own and keeps working for them; its products, coupons and orders stay for history.
 */
export async function revokeGateway(
  db: Database,
  auth: AuthContext,
  landingId: number,
  gatewayId: number,
): Promise<{ row: GatewayRow; revoked: boolean }> {
  const site = await siteForCaller(db, auth, landingId, 'manage_commerce');
  const gateway = await gatewayOfSite(db, site, gatewayId);
  if (gateway.status === 'revoked') return { row: gateway, revoked: false };
  const now = new Date();
  const [row] = await db
    .update(gateways)
    .set({ status: 'revoked', revokedAt: now, updatedAt: now })
    .where(eq(gateways.id, gateway.id))
    .returning();
  return { row: row!, revoked: true };
}

/** Deletes a revoked gateway with no orders, and its products and coupons with it. */
export async function deleteGateway(
  db: Database,
  auth: AuthContext,
  landingId: number,
  gatewayId: number,
): Promise<GatewayRow> {
  const site = await siteForCaller(db, auth, landingId, 'manage_commerce');
  const gateway = await gatewayOfSite(db, site, gatewayId);
  if (gateway.status !== 'revoked')
    throw invalidField('gatewayId', 'Revoke this payment gateway before deleting it.');
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.gatewayId, gateway.id))
    .limit(1);
  if (ordered)
    throw invalidField(
      'gatewayId',
      'This payment gateway has orders: it stays, revoked, so that their history does.',
    );
  await db.delete(gateways).where(eq(gateways.id, gateway.id));
  return gateway;
}

// ---------------------------------------------------------------------------------------------
// Stripe's word on the account (a check, the `/auth/stripe/callback` return, Connect events)

export type AccountEvent =
  | { type: 'account.updated'; account: Stripe.Account }
  /** The owner disconnected the platform from their account (the event's `account`). */
  | { type: 'account.application.deauthorized'; accountId: string };

/**
 * What applying a state did: the gateway as written, or nothing because the state is older than
 * the one held (`stale`), dated the same second (`ambiguous`: read the account now and apply it
 * with `current`), or of no gateway of ours (`unknown`).
 */
export type AccountOutcome = { gateway: GatewayRow } | 'stale' | 'ambiguous' | 'unknown';

/**
 * Applies Stripe's state of a connected account at `at` (an event's creation; now for an account
 * just read, with `current`) to its gateway. A state older than the one held changes nothing.
 * A deauthorization is final whenever it arrives: no later state of the account can undo it (the
 * platform no longer reaches the account), so it revokes even when it comes in after newer
 * updates. A revoked gateway stays revoked; its account's details still follow.
 * The caller drops the site from the render cache when a gateway comes back (pages change).
 */
export async function applyAccountEvent(
  db: Database,
  event: AccountEvent,
  at: Date,
  options: { current?: boolean } = {},
): Promise<AccountOutcome> {
  const accountId = event.type === 'account.updated' ? event.account.id : event.accountId;
  const [held] = await db.select().from(gateways).where(eq(gateways.accountId, accountId)).limit(1);
  if (!held) return 'unknown';
  const stripeEventAt = laterMoment(held.stripeEventAt, at);
  if (event.type === 'account.application.deauthorized') {
    if (held.status === 'revoked') return { gateway: held };
    const [row] = await db
      .update(gateways)
      .set({ status: 'revoked', revokedAt: at, stripeEventAt, updatedAt: new Date() })
      .where(eq(gateways.id, held.id))
      .returning();
    return { gateway: row! };
  }
  const order = stripeOrdering(held.stripeEventAt, at, options.current);
  if (order !== 'newer') return order;
  const [row] = await db
    .update(gateways)
    .set({
      ...(held.status === 'revoked' ? {} : { status: gatewayStatusOf(event.account) }),
      ...accountColumns(event.account),
      stripeEventAt,
      updatedAt: new Date(),
    })
    .where(eq(gateways.id, held.id))
    .returning();
  return { gateway: row! };
}

/** `checkGateway` for the SPA's `/auth/stripe/callback` (`POST /stripe-accounts/verify`). */
export async function verifyGateway(
  deps: GatewayDeps,
  auth: AuthContext,
  body: { landing_id: number; gateway_id: number },
): Promise<GatewayWithLink> {
  return checkGateway(deps, auth, body.landing_id, body.gateway_id);
}
