import {
  COMMERCE_MESSAGES,
  type CouponBody,
  type CouponItem,
  type CouponListQuery,
  couponBody,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { coupons, gateways } from '../../db/schema/commerce.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { askStripe, stripeFailure } from '../../lib/stripe.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { activeGatewayOf, type GatewayRow, liveGatewayOf, onAccount, requireConnect } from './connect.ts';

/**
 * A site's coupons: each a Stripe coupon (the discount) and the promotion code buyers type (its
 * code, expiry and redemption limit), on the gateway's connected account. Archiving switches the
 * promotion code off; the coupon itself stays, so orders that used it keep their discount.
 */

export type CouponRow = typeof coupons.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'config'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function couponItem(row: CouponRow): CouponItem {
  return {
    id: row.id,
    landing_id: row.landingId,
    account_id: row.gatewayId,
    code: row.code,
    name: row.name,
    percent_off: row.percentOff,
    amount_off: row.amountOff,
    currency: row.currency,
    duration: row.duration,
    duration_in_months: row.durationInMonths,
    expires_at: iso(row.expiresAt),
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
    archived: row.archived,
    archivable: !row.archived,
    created_at: row.createdAt.toISOString(),
  };
}

const sortColumns = {
  code: coupons.code,
  created_at: coupons.createdAt,
  times_redeemed: coupons.timesRedeemed,
} as const;

export async function listCoupons(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: CouponListQuery,
): Promise<{ rows: CouponItem[]; total: number }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const conditions: SQL[] = [eq(coupons.landingId, site.id)];
  if (query.archived !== 'all') conditions.push(eq(coupons.archived, query.archived === 'true'));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(coupons.code, pattern), ilike(coupons.name, pattern))!);
  }
  const where = and(...conditions);
  const column = sortColumns[query.sort];
  const window = pageWindow(query.page, query.per_page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(coupons.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(coupons).where(where),
  ]);
  return { rows: rows.map(couponItem), total: total?.value ?? 0 };
}

async function couponOfSite(db: Database, site: SiteRow, couponId: number): Promise<CouponRow> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.landingId, site.id)))
    .limit(1);
  if (!row) throw notFound(COMMERCE_MESSAGES.couponNotFound);
  return row;
}

const sameCode = (landingId: number, code: string) =>
  and(eq(coupons.landingId, landingId), sql`lower(${coupons.code}) = lower(${code})`);

const codeTaken = () => invalidField('code', COMMERCE_MESSAGES.couponCodeTaken);

/** The Stripe coupon (its discount and its own limits) for a row. */
function stripeCouponParams(row: CouponRow): Stripe.CouponCreateParams {
  return {
    name: row.name || row.code,
    ...(row.percentOff !== null
      ? { percent_off: row.percentOff }
      : { amount_off: row.amountOff ?? 0, currency: row.currency }),
    duration: row.duration,
    ...(row.duration === 'repeating' && row.durationInMonths !== null
      ? { duration_in_months: row.durationInMonths }
      : {}),
    ...(row.expiresAt ? { redeem_by: seconds(row.expiresAt) } : {}),
    ...(row.maxRedemptions !== null ? { max_redemptions: row.maxRedemptions } : {}),
    metadata: { tessera_coupon_id: String(row.id), tessera_landing_id: String(row.landingId) },
  };
}

export async function createCoupon(
  deps: Deps,
  auth: AuthContext,
  landingId: number,
  input: CouponBody,
  now: Date,
): Promise<CouponRow> {
  const body = couponBody.parse(input);
  const site = await siteForCaller(deps.db, auth, landingId, 'manage_commerce');
  const stripe = requireConnect(deps);
  const gateway = await activeGatewayOf(deps.db, site.id);
  if (!gateway) throw invalidField('gateway', COMMERCE_MESSAGES.gatewayNotActive);
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw invalidField('expires_at', 'Give a moment in the future.');
  const [taken] = await deps.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sameCode(site.id, body.code))
    .limit(1);
  if (taken) throw codeTaken();
  let row: CouponRow;
  try {
    const [inserted] = await deps.db
      .insert(coupons)
      .values({
        landingId: site.id,
        gatewayId: gateway.id,
        code: body.code,
        name: body.name,
        percentOff: body.percent_off ?? null,
        amountOff: body.amount_off ?? null,
        currency: gateway.currency,
        duration: body.duration,
        durationInMonths: body.duration === 'repeating' ? (body.duration_in_months ?? null) : null,
        expiresAt,
        maxRedemptions: body.max_redemptions ?? null,
      })
      .returning();
    row = inserted!;
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  let made: Stripe.Coupon | null = null;
  try {
    const coupon = await askStripe(
      () => stripe.coupons.create(stripeCouponParams(row), onAccount(gateway, `tessera-coupon-${row.id}`)),
      'code',
    );
    made = coupon;
    const promotion = await stripe.promotionCodes
      .create(
        {
          promotion: { type: 'coupon', coupon: coupon.id },
          code: row.code,
          ...(row.maxRedemptions !== null ? { max_redemptions: row.maxRedemptions } : {}),
          ...(row.expiresAt ? { expires_at: seconds(row.expiresAt) } : {}),
          metadata: { tessera_coupon_id: String(row.id) },
        },
        onAccount(gateway, `tessera-coupon-${row.id}-code`),
      )
      .catch((error: unknown) => {
        // The account's owner may have made the same code in their own dashboard.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'code')
          throw invalidField('code', error.message);
        throw stripeFailure(error, 'code');
      });
    const [saved] = await deps.db
      .update(coupons)
      .set({ stripeCouponId: coupon.id, stripePromotionCodeId: promotion.id, updatedAt: new Date() })
      .where(eq(coupons.id, row.id))
      .returning();
    return saved!;
  } catch (error) {
    // A coupon Stripe does not hold would be refused at checkout: neither half is kept.
    await deps.db.delete(coupons).where(eq(coupons.id, row.id));
    // Tidying up is best effort: the answer is the first failure.
    if (made) await goneIsFine(stripe.coupons.del(made.id, {}, onAccount(gateway))).catch(() => undefined);
    throw error;
  }
}

async function gatewayOfCoupon(db: Database, coupon: CouponRow): Promise<GatewayRow> {
  const [gateway] = await db.select().from(gateways).where(eq(gateways.id, coupon.gatewayId)).limit(1);
  // The foreign key cascades: a coupon always has its gateway.
  return gateway!;
}

/** Why a coupon cannot be redeemed whatever its archived flag says (expired, used up), or null. */
function spentReason(row: CouponRow, now: Date): string | null {
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return COMMERCE_MESSAGES.couponExpired;
  if (row.maxRedemptions !== null && row.timesRedeemed >= row.maxRedemptions)
    return COMMERCE_MESSAGES.couponUsedUp;
  return null;
}

/**
 * Archives (the promotion code stops being redeemable) or unarchives a coupon. Unarchiving a
 * coupon past its expiry or redemption limit is refused with why: it would be listed as live but
 * stay unredeemable (Stripe does not reactivate such a code). A revoked gateway's coupon is
 * archived here alone (its account is no longer the site's to call) and never unarchived.
 */
export async function setCouponArchived(
  deps: Deps,
  auth: AuthContext,
  landingId: number,
  couponId: number,
  archived: boolean,
  now: Date,
): Promise<CouponRow> {
  const site = await siteForCaller(deps.db, auth, landingId, 'manage_commerce');
  const current = await couponOfSite(deps.db, site, couponId);
  if (current.archived === archived) return current;
  const stripe = requireConnect(deps);
  const gateway = await gatewayOfCoupon(deps.db, current);
  if (!archived) {
    if (gateway.status === 'revoked') throw invalidField('gateway', COMMERCE_MESSAGES.gatewayRevoked);
    const spent = spentReason(current, now);
    if (spent) throw invalidField('coupon', `${spent} It stays archived: add a new coupon instead.`);
  }
  const promotionId = current.stripePromotionCodeId;
  if (promotionId && gateway.status !== 'revoked')
    await askStripe(
      () => stripe.promotionCodes.update(promotionId, { active: !archived }, onAccount(gateway)),
      'coupon',
    );
  const [row] = await deps.db
    .update(coupons)
    .set({ archived, updatedAt: new Date() })
    .where(eq(coupons.id, current.id))
    .returning();
  return row!;
}

/** A Stripe call on something that may already be gone (deleted from the dashboard): fine. */
async function goneIsFine(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    const missing =
      error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
    if (!missing) throw stripeFailure(error, 'coupon');
  }
}

/**
 * Deletes a coupon: its promotion code switched off and its Stripe coupon deleted. Orders keep
 * the code they were charged with. A revoked gateway's coupon is deleted here alone.
 */
export async function deleteCoupon(
  deps: Deps,
  auth: AuthContext,
  landingId: number,
  couponId: number,
): Promise<CouponRow> {
  const site = await siteForCaller(deps.db, auth, landingId, 'manage_commerce');
  const current = await couponOfSite(deps.db, site, couponId);
  const stripe = requireConnect(deps);
  const gateway = await gatewayOfCoupon(deps.db, current);
  if (gateway.status !== 'revoked') {
    // The code is switched off first, so that it is free for a new coupon of the site.
    const promotionId = current.stripePromotionCodeId;
    if (promotionId && !current.archived)
      await goneIsFine(stripe.promotionCodes.update(promotionId, { active: false }, onAccount(gateway)));
    const stripeCouponId = current.stripeCouponId;
    if (stripeCouponId) await goneIsFine(stripe.coupons.del(stripeCouponId, {}, onAccount(gateway)));
  }
  await deps.db.delete(coupons).where(eq(coupons.id, current.id));
  return current;
}

/**
 * The coupon a buyer's code names on the site, if it can be redeemed now; else 422 on `field`
 * with what the coupon element shows. A coupon of a revoked gateway lives on an account the site
 * no longer sells with: it is no longer available.
 */
export async function couponForCode(
  db: Database,
  landingId: number,
  code: string,
  now: Date,
  field: 'coupon' | 'code' = 'coupon',
): Promise<CouponRow> {
  const [row] = await db.select().from(coupons).where(sameCode(landingId, code.trim())).limit(1);
  if (!row) throw invalidField(field, COMMERCE_MESSAGES.couponUnknown);
  const live = await liveGatewayOf(db, landingId);
  if (row.archived || live?.id !== row.gatewayId) throw invalidField(field, COMMERCE_MESSAGES.couponArchived);
  const spent = spentReason(row, now);
  if (spent) throw invalidField(field, spent);
  return row;
}
