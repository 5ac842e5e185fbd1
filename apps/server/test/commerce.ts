import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { landings } from '../src/db/schema/index.ts';
import { type FakeStripe, fakeStripeSettings, startFakeStripe } from './fake-stripe/index.ts';
import { type SiteFixtures, siteFixtures } from './site-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * What the site-commerce tests share (modules/commerce): the app on the fake Stripe with Connect,
 * the site fixtures' callers, the platform's own SDK to look at what Stripe holds, fresh sites of
 * the demo agency, and a gateway connected the way a client does it (Stripe's hosted onboarding
 * page, filled in over HTTP, coming back to the app's `/auth/stripe/callback`).
 */

export interface CommerceWorld {
  t: TestApp;
  fake: FakeStripe;
  f: SiteFixtures;
  /** The platform's SDK on the fake: `{ stripeAccount }` looks into a connected account. */
  stripe: Stripe;
  /** A fresh site of the demo agency (its owner and agency user hold every permission there). */
  newSite(): Promise<number>;
  close(): Promise<void>;
}

let sequence = 0;

export async function commerceWorld(): Promise<CommerceWorld> {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    ...fakeStripeSettings(fake),
    STRIPE_CONNECT_WEBHOOK_SECRET: fake.connectWebhookSecret,
  });
  const f = await siteFixtures(t);
  const stripe = new Stripe(fake.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  const [demo] = await t.database.db
    .select({ agencyId: landings.agencyId })
    .from(landings)
    .where(eq(landings.id, f.demoId));
  return {
    t,
    fake,
    f,
    stripe,
    async newSite() {
      const [row] = await t.database.db
        .insert(landings)
        .values({
          agencyId: demo!.agencyId,
          title: 'Shop',
          subdomain: `shop${process.pid}x${Date.now().toString(36)}x${++sequence}`,
        })
        .returning({ id: landings.id });
      return row!.id;
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

export interface Connected {
  gatewayId: number;
  accountId: string;
  /** Where Stripe's onboarding sent the browser back to. */
  returnUrl: URL;
}

/** Answers' `data`, typed by the caller. */
export const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

/**
 * Connects a gateway on the site and fills in Stripe's hosted onboarding page, as the client
 * does in the browser; `finish: false` leaves the page without finishing (still pending).
 */
export async function connectGateway(
  world: CommerceWorld,
  landingId: number,
  token: string,
  options: { finish?: boolean; body?: Record<string, unknown> } = {},
): Promise<Connected> {
  const created = await world.t.api('POST', `/landings/${landingId}/gateways`, token, {
    name: 'Stripe',
    currency: 'usd',
    email: 'owner@shop.test',
    ...options.body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { gateway, onboarding } = dataOf<{
    gateway: { id: number; account_id: string; status: string };
    onboarding: { url: string };
  }>(created);
  expect(gateway.status).toBe('pending');
  const page = await fetch(onboarding.url, { redirect: 'manual' });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Set up payments');
  const back =
    options.finish === false
      ? await fetch(`${onboarding.url}/leave`, { redirect: 'manual' })
      : await fetch(onboarding.url, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ business_name: 'Shop & Co' }).toString(),
        });
  expect([302, 303]).toContain(back.status);
  return {
    gatewayId: gateway.id,
    accountId: gateway.account_id,
    returnUrl: new URL(back.headers.get('location')!),
  };
}

/** A site's gateway connected, onboarded and verified: it takes payments. */
export async function activeGateway(
  world: CommerceWorld,
  landingId: number,
  token: string,
  body: Record<string, unknown> = {},
): Promise<Connected> {
  const connected = await connectGateway(world, landingId, token, { body });
  const verified = await world.t.api('POST', '/stripe-accounts/verify', token, {
    landing_id: landingId,
    gateway_id: connected.gatewayId,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(dataOf<{ gateway: { status: string } }>(verified).gateway.status).toBe('active');
  return connected;
}
