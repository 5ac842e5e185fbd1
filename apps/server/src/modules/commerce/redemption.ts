import { COMMERCE_MESSAGES } from '@tessera/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema/commerce.ts';
import { invalidField } from '../../lib/errors.ts';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The site's coupon a buyer typed, if it may be redeemed now; otherwise 422 on `field` with what
 * is wrong (unknown, archived, expired, used up), which the coupon element shows.
 */
export async function redeemableCoupon(
  db: Database,
  landingId: number,
  code: string,
  now: Date,
  field: string,
): Promise<CouponRow> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.landingId, landingId), sql`lower(${coupons.code}) = lower(${code.trim()})`));
  if (!coupon) throw invalidField(field, COMMERCE_MESSAGES.couponUnknown);
  if (coupon.archived) throw invalidField(field, COMMERCE_MESSAGES.couponArchived);
  if (coupon.expiresAt && coupon.expiresAt <= now) throw invalidField(field, COMMERCE_MESSAGES.couponExpired);
  if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions)
    throw invalidField(field, COMMERCE_MESSAGES.couponUsedUp);
  return coupon;
}

/** What a coupon takes off a subtotal (never more than it). */
export function couponDiscount(
  coupon: Pick<CouponRow, 'percentOff' | 'amountOff'>,
  subtotal: number,
): number {
  if (coupon.percentOff !== null) return Math.min(subtotal, Math.round((subtotal * coupon.percentOff) / 100));
  return Math.min(subtotal, coupon.amountOff ?? 0);
}

/** A paid order used the coupon: one more redemption (Stripe counts its own for subscriptions). */
export async function countRedemption(db: Database, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
    .where(eq(coupons.id, couponId));
}
