import { COMMERCE_MESSAGES, type GatewayItem } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceWorld, commerceWorld, connectGateway, dataOf } from '../../../test/commerce.ts';
import { siteFixturesApp } from '../../../test/site-fixtures.ts';
import { auditLog, gateways, orders, products } from '../../db/schema/index.ts';
import { applyAccountEvent } from './gateways.ts';

/**
 * Gateways end to end on the API: a client's Stripe account made with Connect on the fake Stripe,
 * its hosted onboarding filled in over HTTP, and the app reading the account's state back.
 */

let w: CommerceWorld;

beforeAll(async () => {
  w = await commerceWorld();
});
afterAll(() => w.close());

type WithLink = { gateway: GatewayItem; onboarding: { url: string; expires_at: string } | null };

const errors = (response: { json(): unknown }) =>
  (response.json() as { errors?: Record<string, string[]> }).errors ?? {};

describe('connecting a Stripe account', () => {
  it('makes a Standard-like account, onboards it on Stripe and reads it back as active', async () => {
    const site = await w.newSite();
    const connected = await connectGateway(w, site, w.f.owner);
    expect(connected.returnUrl.pathname).toBe('/auth/stripe/callback');
    expect(Object.fromEntries(connected.returnUrl.searchParams)).toEqual({
      landing: String(site),
      gateway: String(connected.gatewayId),
    });

    const account = await w.stripe.accounts.retrieve(connected.accountId);
    expect(account.controller).toMatchObject({
      stripe_dashboard: { type: 'full' },
      fees: { payer: 'account' },
      losses: { payments: 'stripe' },
      requirement_collection: 'stripe',
    });
    expect(account.metadata).toEqual({ landing_id: String(site), gateway_id: String(connected.gatewayId) });
    expect(account.email).toBe('owner@shop.test');
    expect(account.business_profile?.name).toBe('Shop & Co');

    // What the SPA's /auth/stripe/callback does with the query Stripe came back with.
    const verified = await w.t.api('POST', '/stripe-accounts/verify', w.f.owner, {
      landing_id: Number(connected.returnUrl.searchParams.get('landing')),
      gateway_id: Number(connected.returnUrl.searchParams.get('gateway')),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const { gateway, onboarding } = dataOf<WithLink>(verified);
    expect(gateway).toMatchObject({
      id: connected.gatewayId,
      landing_id: site,
      platform: 'stripe',
      account_id: connected.accountId,
      status: 'active',
      requirements: [],
      currency: 'usd',
      business_name: 'Shop & Co',
      email: 'owner@shop.test',
      revoked_at: null,
    });
    expect(onboarding).toBeNull();

    const active = await w.t.api('GET', `/landings/${site}/gateways/active`, w.f.owner);
    expect(dataOf<GatewayItem | null>(active)?.id).toBe(connected.gatewayId);
    const audit = await w.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'gateway.connected'));
    expect(audit.map((entry) => entry.details)).toContainEqual({
      landing_id: site,
      gateway_id: connected.gatewayId,
      account_id: connected.accountId,
    });
  });

  it('keeps an unfinished onboarding pending and gives a fresh link on each check', async () => {
    const site = await w.newSite();
    const connected = await connectGateway(w, site, w.f.owner, { finish: false });
    // The site's title is what Stripe's onboarding starts from.
    expect((await w.stripe.accounts.retrieve(connected.accountId)).business_profile?.name).toBe('Shop');
    const first = dataOf<WithLink>(
      await w.t.api('POST', `/landings/${site}/gateways/${connected.gatewayId}/check`, w.f.owner),
    );
    expect(first.gateway.status).toBe('pending');
    expect(first.gateway.requirements.length).toBeGreaterThan(0);
    expect(first.onboarding?.url).toMatch(/\/connect\/onboarding\//);
    const second = dataOf<WithLink>(
      await w.t.api('POST', `/landings/${site}/gateways/${connected.gatewayId}/check`, w.f.owner),
    );
    expect(second.onboarding?.url).not.toBe(first.onboarding?.url);
    const active = await w.t.api('GET', `/landings/${site}/gateways/active`, w.f.owner);
    expect(dataOf<GatewayItem | null>(active)).toBeNull();
  });

  it('refuses a second live gateway on one site', async () => {
    const site = await w.newSite();
    await connectGateway(w, site, w.f.owner);
    const again = await w.t.api('POST', `/landings/${site}/gateways`, w.f.owner, {});
    expect(again.statusCode).toBe(422);
    expect(errors(again).platform).toEqual([COMMERCE_MESSAGES.gatewayExists]);
  });
});

describe('changing, revoking and deleting a gateway', () => {
  it('changes the currency only while the gateway sells nothing', async () => {
    const site = await w.newSite();
    const { gatewayId } = await connectGateway(w, site, w.f.owner);
    const renamed = await w.t.api('PUT', `/landings/${site}/gateways/${gatewayId}`, w.f.owner, {
      name: 'Main account',
      currency: 'eur',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(dataOf<GatewayItem>(renamed)).toMatchObject({ name: 'Main account', currency: 'eur' });
    await w.t.database.db
      .insert(products)
      .values({ landingId: site, gatewayId, name: 'Book', amount: 900, currency: 'eur' });
    const refused = await w.t.api('PUT', `/landings/${site}/gateways/${gatewayId}`, w.f.owner, {
      currency: 'usd',
    });
    expect(refused.statusCode).toBe(422);
    expect(errors(refused).currency?.[0]).toMatch(/fixed once the gateway has products/);
  });

  it('revokes a gateway (revoked last in the list), then lets a new one connect', async () => {
    const site = await w.newSite();
    const first = await connectGateway(w, site, w.f.owner);
    const revoked = await w.t.api('POST', `/landings/${site}/gateways/${first.gatewayId}/revoke`, w.f.owner);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(dataOf<GatewayItem>(revoked)).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
    expect(
      dataOf<GatewayItem | null>(await w.t.api('GET', `/landings/${site}/gateways/active`, w.f.owner)),
    ).toBeNull();
    // The client's account is theirs: revoking asks nothing of Stripe.
    expect((await w.stripe.accounts.retrieve(first.accountId)).charges_enabled).toBe(true);

    const second = await connectGateway(w, site, w.f.owner);
    const list = dataOf<GatewayItem[]>(await w.t.api('GET', `/landings/${site}/gateways`, w.f.owner));
    expect(list.map((gateway) => [gateway.id, gateway.status])).toEqual([
      [second.gatewayId, 'pending'],
      [first.gatewayId, 'revoked'],
    ]);
    const all = dataOf<GatewayItem[]>(await w.t.api('GET', `/landings/${site}/gateways/all`, w.f.owner));
    expect(all.map((gateway) => gateway.id)).toEqual(list.map((gateway) => gateway.id));
  });

  it('deletes only a revoked gateway that holds no orders', async () => {
    const site = await w.newSite();
    const live = await connectGateway(w, site, w.f.owner);
    const notRevoked = await w.t.api('DELETE', `/landings/${site}/gateways/${live.gatewayId}`, w.f.owner);
    expect(notRevoked.statusCode).toBe(422);
    expect(errors(notRevoked).gatewayId?.[0]).toMatch(/Revoke this payment gateway/);

    await w.t.api('POST', `/landings/${site}/gateways/${live.gatewayId}/revoke`, w.f.owner);
    const [site0] = await w.t.database.db.select().from(gateways).where(eq(gateways.id, live.gatewayId));
    await w.t.database.db.insert(orders).values({
      agencyId: site0!.agencyId,
      landingId: site,
      gatewayId: live.gatewayId,
      number: `${site}-1`,
      status: 'paid',
      lines: [],
      subtotal: 100,
      total: 100,
      currency: 'usd',
    });
    const withOrders = await w.t.api('DELETE', `/landings/${site}/gateways/${live.gatewayId}`, w.f.owner);
    expect(withOrders.statusCode).toBe(422);
    expect(errors(withOrders).gatewayId?.[0]).toMatch(/has orders/);

    const other = await connectGateway(w, site, w.f.owner);
    await w.t.api('POST', `/landings/${site}/gateways/${other.gatewayId}/revoke`, w.f.owner);
    const deleted = await w.t.api('DELETE', `/landings/${site}/gateways/${other.gatewayId}`, w.f.owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await w.t.api('GET', `/landings/${site}/gateways/${other.gatewayId}`, w.f.owner);
    expect(gone.statusCode).toBe(404);
  });
});

describe("Stripe's word on the account (what the Connect webhook applies)", () => {
  it('applies newer states, ignores older ones, reads again on a tie, and revokes on deauthorization', async () => {
    const site = await w.newSite();
    const { gatewayId, accountId } = await connectGateway(w, site, w.f.owner, { finish: false });
    const db = w.t.database.db;
    const row = async () => (await db.select().from(gateways).where(eq(gateways.id, gatewayId)))[0]!;
    const held = (await row()).stripeEventAt!;

    const onboarded = w.fake.completeOnboarding(accountId) as Stripe.Account;
    const later = new Date(held.getTime() + 5_000);
    const applied = await applyAccountEvent(db, { type: 'account.updated', account: onboarded }, later);
    expect(typeof applied === 'object' && applied.gateway.status).toBe('active');

    const restricted = w.fake.restrictAccount(accountId) as Stripe.Account;
    const older = new Date(held.getTime() + 1_000);
    expect(await applyAccountEvent(db, { type: 'account.updated', account: restricted }, older)).toBe(
      'stale',
    );
    expect(await applyAccountEvent(db, { type: 'account.updated', account: restricted }, later)).toBe(
      'ambiguous',
    );
    expect((await row()).status).toBe('active');
    const evenLater = new Date(later.getTime() + 1_000);
    await applyAccountEvent(db, { type: 'account.updated', account: restricted }, evenLater);
    expect(await row()).toMatchObject({ status: 'restricted', stripeEventAt: evenLater });
    expect((await row()).requirements).toEqual(['business_profile.url', 'external_account']);

    // A deauthorization is final, even when it comes in after a newer update.
    const result = await applyAccountEvent(
      db,
      { type: 'account.application.deauthorized', accountId },
      new Date(held.getTime() + 2_000),
    );
    expect(typeof result === 'object' && result.gateway.status).toBe('revoked');
    await applyAccountEvent(
      db,
      { type: 'account.updated', account: onboarded },
      new Date(evenLater.getTime() + 10_000),
    );
    expect((await row()).status).toBe('revoked');
    expect(
      await applyAccountEvent(
        db,
        { type: 'account.application.deauthorized', accountId: 'acct_nobody' },
        later,
      ),
    ).toBe('unknown');
  });
});

describe('who may do what', () => {
  it('lets a member with view read, refuses changes without manage_commerce, hides other sites', async () => {
    const { gatewayId } = await connectGateway(w, w.f.launchpadId, w.f.owner);
    const base = `/landings/${w.f.launchpadId}/gateways`;
    expect((await w.t.api('GET', base, w.f.websiteUser)).statusCode).toBe(200);
    expect((await w.t.api('GET', `${base}/${gatewayId}`, w.f.websiteUser)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', base],
      ['POST', `${base}/${gatewayId}/check`],
      ['PUT', `${base}/${gatewayId}`],
      ['POST', `${base}/${gatewayId}/revoke`],
      ['DELETE', `${base}/${gatewayId}`],
    ] as const) {
      const response = await w.t.api(method, url, w.f.websiteUser, method === 'PUT' ? { name: 'x' } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const verify = await w.t.api('POST', '/stripe-accounts/verify', w.f.websiteUser, {
      landing_id: w.f.launchpadId,
      gateway_id: gatewayId,
    });
    expect(verify.statusCode).toBe(403);

    // Another site's gateway is "not found", on the path and in the verify body alike.
    expect(
      (await w.t.api('GET', `/landings/${w.f.demoId}/gateways/${gatewayId}`, w.f.owner)).statusCode,
    ).toBe(404);
    expect((await w.t.api('GET', `${base}/${gatewayId}`, w.f.otherOwner)).statusCode).toBe(404);
    const elsewhere = await w.t.api('POST', '/stripe-accounts/verify', w.f.owner, {
      landing_id: w.f.demoId,
      gateway_id: gatewayId,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('without Stripe set up', () => {
  it('answers 503 on what needs Stripe and reads as usual', async () => {
    const { t, f } = await siteFixturesApp();
    try {
      const site = f.launchpadId;
      for (const url of ['gateways', 'products', 'coupons']) {
        expect((await t.api('GET', `/landings/${site}/${url}`, f.owner)).statusCode).toBe(200);
      }
      expect((await t.api('GET', `/landings/${site}/active-products`, f.owner)).statusCode).toBe(200);
      const connect = await t.api('POST', `/landings/${site}/gateways`, f.owner, {});
      expect(connect.statusCode).toBe(503);
      expect(connect.json().message).toBe(COMMERCE_MESSAGES.notConfigured);
      const product = await t.api('POST', `/landings/${site}/products`, f.owner, {
        name: 'Book',
        amount: 900,
      });
      expect(product.statusCode).toBe(503);
      const coupon = await t.api('POST', `/landings/${site}/coupons`, f.owner, {
        code: 'SAVE',
        percent_off: 5,
      });
      expect(coupon.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
