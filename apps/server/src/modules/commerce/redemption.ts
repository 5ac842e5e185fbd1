import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema/commerce.ts';
import type { CouponRow } from './coupons.ts';

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
