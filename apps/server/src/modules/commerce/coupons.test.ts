import { COMMERCE_MESSAGES, type CouponItem } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeGateway, type CommerceWorld, commerceWorld, dataOf } from '../../../test/commerce.ts';
import { coupons } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { couponForCode } from './coupons.ts';

/**
 * Coupons of a site: a Stripe coupon and its promotion code on the connected account, archived,
 * unarchived and deleted there too, and the redemption check checkout uses.
 */

let w: CommerceWorld;

beforeAll(async () => {
  w = await commerceWorld();
});
afterAll(() => w.close());

const errors = (response: { json(): unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {};

const DAY = 86_400_000;

async function create(site: number, body: Record<string, unknown>): Promise<CouponItem> {
  const response = await w.t.api('POST', `/landings/${site}/coupons`, w.f.owner, body);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<CouponItem>(response);
}

async function row(id: number) {
  const [found] = await w.t.database.db.select().from(coupons).where(eq(coupons.id, id));
  return found;
}

/** The 422 `couponForCode` throws, as `{ field: [message] }`; null when it accepts the code. */
async function redeem(site: number, code: string, now = new Date(), field?: 'coupon' | 'code') {
  try {
    await couponForCode(w.t.database.db, site, code, now, field);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
    return error.errors;
  }
}

describe('creating coupons', () => {
  it('makes a Stripe coupon and its promotion code on the connected account', async () => {
    const site = await w.newSite();
    const { accountId, gatewayId } = await activeGateway(w, site, w.f.owner, { currency: 'gbp' });
    const expires = new Date(Date.now() + 30 * DAY);
    const coupon = await create(site, {
      code: 'Launch20',
      name: 'Launch week',
      percent_off: 20,
      duration: 'repeating',
      duration_in_months: 3,
      expires_at: expires.toISOString(),
      max_redemptions: 50,
    });
    expect(coupon).toMatchObject({
      landing_id: site,
      account_id: gatewayId,
      code: 'Launch20',
      name: 'Launch week',
      percent_off: 20,
      amount_off: null,
      currency: 'gbp',
      duration: 'repeating',
      duration_in_months: 3,
      max_redemptions: 50,
      times_redeemed: 0,
      archived: false,
      archivable: true,
    });
    const stored = await row(coupon.id);
    const onAccount = { stripeAccount: accountId };
    const seconds = Math.floor(expires.getTime() / 1000);
    expect(await w.stripe.coupons.retrieve(stored!.stripeCouponId!, {}, onAccount)).toMatchObject({
      name: 'Launch week',
      percent_off: 20,
      duration: 'repeating',
      duration_in_months: 3,
      redeem_by: seconds,
      max_redemptions: 50,
      metadata: { tessera_coupon_id: String(coupon.id) },
    });
    expect(
      await w.stripe.promotionCodes.retrieve(stored!.stripePromotionCodeId!, {}, onAccount),
    ).toMatchObject({
      code: 'Launch20',
      active: true,
      expires_at: seconds,
      max_redemptions: 50,
      promotion: { type: 'coupon', coupon: stored!.stripeCouponId },
    });
    const onPlatform = await w.stripe.coupons.retrieve(stored!.stripeCouponId!).then(
      () => null,
      (error: unknown) => error,
    );
    expect(onPlatform).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    const amount = await create(site, { code: 'FIVE', amount_off: 500, duration: 'forever' });
    expect(amount).toMatchObject({ amount_off: 500, percent_off: null, currency: 'gbp' });
    expect(
      await w.stripe.coupons.retrieve((await row(amount.id))!.stripeCouponId!, {}, onAccount),
    ).toMatchObject({ amount_off: 500, currency: 'gbp', duration: 'forever' });
  });

  it('refuses a code the site already has, whatever its case, and bad terms', async () => {
    const site = await w.newSite();
    await activeGateway(w, site, w.f.owner);
    await create(site, { code: 'SPRING', percent_off: 10 });
    const taken = await w.t.api('POST', `/landings/${site}/coupons`, w.f.owner, {
      code: 'spring',
      percent_off: 5,
    });
    expect(taken.statusCode).toBe(422);
    expect(errors(taken).code).toEqual([COMMERCE_MESSAGES.couponCodeTaken]);

    const both = await w.t.api('POST', `/landings/${site}/coupons`, w.f.owner, {
      code: 'BOTH',
      percent_off: 5,
      amount_off: 100,
    });
    expect(both.statusCode).toBe(422);
    expect(errors(both).percent_off).toEqual([COMMERCE_MESSAGES.couponAmountOrPercent]);
    const past = await w.t.api('POST', `/landings/${site}/coupons`, w.f.owner, {
      code: 'PAST',
      percent_off: 5,
      expires_at: new Date(Date.now() - DAY).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(errors(past).expires_at).toBeDefined();

    // The same code on another site is that site's own.
    const other = await w.newSite();
    await activeGateway(w, other, w.f.owner);
    await create(other, { code: 'spring', percent_off: 15 });
  });

  it("refuses a code the account's owner already made on Stripe, keeping nothing half-made", async () => {
    const site = await w.newSite();
    const { accountId } = await activeGateway(w, site, w.f.owner);
    const onAccount = { stripeAccount: accountId };
    const theirs = await w.stripe.coupons.create({ percent_off: 50, duration: 'once' }, onAccount);
    await w.stripe.promotionCodes.create(
      { promotion: { type: 'coupon', coupon: theirs.id }, code: 'DASH' },
      onAccount,
    );
    const clash = await w.t.api('POST', `/landings/${site}/coupons`, w.f.owner, {
      code: 'DASH',
      percent_off: 5,
    });
    expect(clash.statusCode).toBe(422);
    expect(errors(clash).code?.[0]).toMatch(/DASH/);
    const listed = dataOf<CouponItem[]>(
      await w.t.api('GET', `/landings/${site}/coupons?archived=all`, w.f.owner),
    );
    expect(listed).toEqual([]);
    const left = await w.stripe.coupons.list({}, onAccount);
    expect(left.data.map((coupon) => coupon.id)).toEqual([theirs.id]);
  });

  it('needs an active gateway', async () => {
    const site = await w.newSite();
    const response = await w.t.api('POST', `/landings/${site}/coupons`, w.f.owner, {
      code: 'X1',
      percent_off: 5,
    });
    expect(response.statusCode).toBe(422);
    expect(errors(response).gateway).toEqual([COMMERCE_MESSAGES.gatewayNotActive]);
  });
});

describe('archiving, unarchiving and deleting', () => {
  it('switches the promotion code off and on again', async () => {
    const site = await w.newSite();
    const { accountId } = await activeGateway(w, site, w.f.owner);
    const coupon = await create(site, { code: 'AUTUMN', percent_off: 10 });
    const promotion = (await row(coupon.id))!.stripePromotionCodeId!;
    const onAccount = { stripeAccount: accountId };

    const archived = await w.t.api('POST', `/landings/${site}/coupons/${coupon.id}/archive`, w.f.owner);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(dataOf<CouponItem>(archived)).toMatchObject({ archived: true, archivable: false });
    expect((await w.stripe.promotionCodes.retrieve(promotion, {}, onAccount)).active).toBe(false);
    expect(await redeem(site, 'autumn')).toEqual({ coupon: [COMMERCE_MESSAGES.couponArchived] });
    const listed = (archived: string) =>
      w.t
        .api('GET', `/landings/${site}/coupons?archived=${archived}`, w.f.owner)
        .then((response) => dataOf<CouponItem[]>(response).map((item) => item.id));
    expect(await listed('false')).toEqual([]);
    expect(await listed('true')).toEqual([coupon.id]);

    const unarchived = await w.t.api('POST', `/landings/${site}/coupons/${coupon.id}/unarchive`, w.f.owner);
    expect(unarchived.statusCode, unarchived.body).toBe(200);
    expect((await w.stripe.promotionCodes.retrieve(promotion, {}, onAccount)).active).toBe(true);
    expect(await redeem(site, 'autumn')).toBeNull();
    expect(await listed('all')).toEqual([coupon.id]);
  });

  it('refuses to unarchive a coupon past its expiry or redemption limit, saying why', async () => {
    const site = await w.newSite();
    await activeGateway(w, site, w.f.owner);
    const expiring = await create(site, {
      code: 'BRIEF',
      percent_off: 10,
      expires_at: new Date(Date.now() + DAY).toISOString(),
    });
    const limited = await create(site, { code: 'FEW', percent_off: 10, max_redemptions: 2 });
    for (const coupon of [expiring, limited])
      await w.t.api('POST', `/landings/${site}/coupons/${coupon.id}/archive`, w.f.owner);
    const db = w.t.database.db;
    await db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, expiring.id));
    await db.update(coupons).set({ timesRedeemed: 2 }).where(eq(coupons.id, limited.id));

    const expired = await w.t.api('POST', `/landings/${site}/coupons/${expiring.id}/unarchive`, w.f.owner);
    expect(expired.statusCode).toBe(422);
    expect(errors(expired).coupon?.[0]).toBe(
      `${COMMERCE_MESSAGES.couponExpired} It stays archived: add a new coupon instead.`,
    );
    const usedUp = await w.t.api('POST', `/landings/${site}/coupons/${limited.id}/unarchive`, w.f.owner);
    expect(usedUp.statusCode).toBe(422);
    expect(errors(usedUp).coupon?.[0]).toMatch(new RegExp(`^${COMMERCE_MESSAGES.couponUsedUp}`));
    expect((await row(limited.id))!.archived).toBe(true);
  });

  it('deletes the coupon on Stripe and here', async () => {
    const site = await w.newSite();
    const { accountId } = await activeGateway(w, site, w.f.owner);
    const coupon = await create(site, { code: 'GONE', percent_off: 10 });
    const stripeId = (await row(coupon.id))!.stripeCouponId!;
    const deleted = await w.t.api('DELETE', `/landings/${site}/coupons/${coupon.id}`, w.f.owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await row(coupon.id)).toBeUndefined();
    const missing = await w.stripe.coupons.retrieve(stripeId, {}, { stripeAccount: accountId }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((missing as Stripe.errors.StripeError).statusCode).toBe(404);
    expect(await redeem(site, 'GONE', new Date(), 'code')).toEqual({
      code: [COMMERCE_MESSAGES.couponUnknown],
    });
    // Its code is free again.
    await create(site, { code: 'gone', percent_off: 5 });
  });
});

describe('redeeming a code (what checkout asks)', () => {
  it('accepts a live code in any case and says why another is refused', async () => {
    const site = await w.newSite();
    const { gatewayId } = await activeGateway(w, site, w.f.owner);
    const expires = new Date(Date.now() + 10 * DAY);
    const coupon = await create(site, {
      code: 'Summer',
      percent_off: 10,
      expires_at: expires.toISOString(),
      max_redemptions: 3,
    });
    expect(await redeem(site, '  SUMMER ')).toBeNull();
    expect((await couponForCode(w.t.database.db, site, 'summer', new Date())).id).toBe(coupon.id);
    expect(await redeem(site, 'WINTER')).toEqual({ coupon: [COMMERCE_MESSAGES.couponUnknown] });
    expect(await redeem(site, 'summer', new Date(expires.getTime() + 1000))).toEqual({
      coupon: [COMMERCE_MESSAGES.couponExpired],
    });
    await w.t.database.db.update(coupons).set({ timesRedeemed: 3 }).where(eq(coupons.id, coupon.id));
    expect(await redeem(site, 'summer', new Date(), 'code')).toEqual({
      code: [COMMERCE_MESSAGES.couponUsedUp],
    });
    await w.t.database.db.update(coupons).set({ timesRedeemed: 0 }).where(eq(coupons.id, coupon.id));

    // Another site's code is unknown here; a revoked gateway's coupons are no longer available.
    expect(await redeem(w.f.demoId, 'summer')).toEqual({ coupon: [COMMERCE_MESSAGES.couponUnknown] });
    await w.t.api('POST', `/landings/${site}/gateways/${gatewayId}/revoke`, w.f.owner);
    expect(await redeem(site, 'summer')).toEqual({ coupon: [COMMERCE_MESSAGES.couponArchived] });
  });
});

describe('listing and who may do what', () => {
  it('searches and sorts, lets a viewer read, refuses changes without manage_commerce, hides other sites', async () => {
    const site = w.f.launchpadId;
    await activeGateway(w, site, w.f.owner);
    const alpha = await create(site, { code: 'ALPHA', name: 'First', percent_off: 5 });
    const beta = await create(site, { code: 'BETA', name: 'Friends', percent_off: 5 });
    const list = (query: string, token = w.f.owner) =>
      w.t.api('GET', `/landings/${site}/coupons?${query}`, token).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return dataOf<CouponItem[]>(response).map((item) => item.id);
      });
    expect(await list('sort=code&order=desc')).toEqual([beta.id, alpha.id]);
    expect(await list('search=friend')).toEqual([beta.id]);
    expect(await list('search=alp')).toEqual([alpha.id]);
    expect(await list('sort=code&order=asc', w.f.websiteUser)).toEqual([alpha.id, beta.id]);

    const base = `/landings/${site}/coupons`;
    for (const [method, url, body] of [
      ['POST', base, { code: 'NOPE', percent_off: 5 }],
      ['POST', `${base}/${alpha.id}/archive`, {}],
      ['POST', `${base}/${alpha.id}/unarchive`, {}],
      ['DELETE', `${base}/${alpha.id}`, undefined],
    ] as const) {
      expect((await w.t.api(method, url, w.f.websiteUser, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of [
      ['POST', `/landings/${w.f.demoId}/coupons/${alpha.id}/archive`],
      ['DELETE', `/landings/${w.f.demoId}/coupons/${alpha.id}`],
    ] as const) {
      expect((await w.t.api(method, url, w.f.owner)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await w.t.api('DELETE', `${base}/${alpha.id}`, w.f.otherOwner)).statusCode).toBe(404);
    expect(await row(alpha.id)).toBeDefined();
  });
});
