import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { accountRoutes, completeOnboarding, deauthorizeAccount, restrictAccount } from './accounts.ts';
import { catalogRoutes } from './catalog.ts';
import { checkoutRoutes } from './checkout.ts';
import { Connect } from './connect.ts';
import type { Route } from './context.ts';
import { extraHandler } from './controls.ts';
import { couponRoutes } from './coupons.ts';
import { customerRoutes } from './customers.ts';
import type { EventSink } from './events.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { accountLinkRoutes } from './onboarding.ts';
import { paymentIntentRoutes } from './payment-intents.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { snapshot } from './render.ts';
import { renewSubscription as renew, subscriptionHolder } from './renewal.ts';
import { createFakeServer } from './server.ts';
import { setupIntentRoutes } from './setup-intents.ts';
import { Clock, newId } from './store.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { type FakeStripeDelivery, signPayload, WebhookQueue } from './webhooks.ts';

/**
 * A local Stripe for tests and benchmarks (plain node:http, no test-runner imports): the real
 * `stripe` SDK talks to it in Stripe's wire format (form-encoded v1 requests, Stripe's objects
 * for this SDK's API version, its errors, idempotent replays), it signs and delivers webhook
 * events, and it serves a Stripe.js whose card Element lives in an iframe of its own origin.
 * Products, prices, customers, payment methods, setup and payment intents, coupons, promotion
 * codes, subscriptions, invoices and Checkout Sessions are kept in memory, per account: Connect's
 * connected accounts (`Stripe-Account`) each have their own, with onboarding through Account
 * Links and their events sent to a Connect endpoint with its own secret. Time moves only when a test renews a
 * subscription. Parameters it does not implement are refused as unknown, never ignored; it
 * speaks the SDK's API version only and refuses a request that asks for another.
 */

export type { FakeStripeDelivery } from './webhooks.ts';

export interface FakeStripeOptions {
  /** The port to listen on (127.0.0.1); a free one when not given. */
  port?: number;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where signed events are POSTed from the start; see `setWebhookTarget`. */
  webhookTarget?: string | null;
  /** The Connect endpoint's signing secret (connected accounts' events). */
  connectWebhookSecret?: string;
  /** Where connected accounts' events are POSTed from the start; see `setConnectWebhookTarget`. */
  connectWebhookTarget?: string | null;
  /** The clock, in milliseconds as `Date.now()` (a test's manual clock); the system's when not given. */
  now?: () => number;
}

export interface FakeStripe {
  /** `http://127.0.0.1:PORT`: the SDK's `host`/`port`/`protocol`, and where pages are served. */
  url: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Signs what the Connect endpoint receives: events of connected accounts, `account` set. */
  connectWebhookSecret: string;
  /** `${url}/v3/`, the Stripe.js script. */
  stripeJsUrl: string;
  /** The API version the fake speaks (the SDK's). */
  apiVersion: string;
  /** Where events are POSTed, signed with `webhookSecret`; null stops delivery (events are still kept). */
  setWebhookTarget(url: string | null): void;
  /** Where connected accounts' events are POSTed, signed with `connectWebhookSecret`; null stops it. */
  setConnectWebhookTarget(url: string | null): void;
  /** Every event so far, the platform's and its connected accounts' (`account` set), oldest first. */
  events(): Stripe.Event[];
  /**
   * Every delivery attempt so far, to either endpoint (`endpoint`), with the receiver's status
   * (null when it did not answer).
   */
  deliveries(): FakeStripeDelivery[];
  /** Resolves once every queued event of both endpoints has been delivered or given up on. */
  waitForDeliveries(): Promise<void>;
  /** A `Stripe-Signature` header for a payload (now, or the given unix time). */
  signEvent(payload: string, timestamp?: number): string;
  /** Moves a subscription to its next period (see renewal.ts); also `POST /_fake/subscriptions/:id/renew`. */
  renewSubscription(id: string): Stripe.Subscription;
  /**
   * Completes a connected account's onboarding as the hosted page does (`account.updated`); also
   * `POST /_fake/accounts/:id/onboard`.
   */
  completeOnboarding(account: string): Stripe.Account;
  /**
   * Stripe restricting the account: requirements past due, no charges (`account.updated`); also
   * `POST /_fake/accounts/:id/restrict`.
   */
  restrictAccount(account: string): Stripe.Account;
  /**
   * The account's owner disconnecting it: `account.application.deauthorized`, then its
   * `Stripe-Account` is refused; also `POST /_fake/accounts/:id/deauthorize`.
   */
  deauthorizeAccount(account: string): Stripe.Event;
  close(): Promise<void>;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? newId('sk_test', 32);
  const publishableKey = options.publishableKey ?? newId('pk_test', 32);
  const webhookSecret = options.webhookSecret ?? newId('whsec', 32);
  const connectWebhookSecret = options.connectWebhookSecret ?? newId('whsec', 32);
  const apiVersion = Stripe.API_VERSION;
  const deliveries: FakeStripeDelivery[] = [];
  const queue = new WebhookQueue(webhookSecret, 'platform', deliveries);
  queue.target = options.webhookTarget ?? null;
  const connectQueue = new WebhookQueue(connectWebhookSecret, 'connect', deliveries);
  connectQueue.target = options.connectWebhookTarget ?? null;
  const queueOf = (account: string | null | undefined) => (account ? connectQueue : queue);
  const sink: EventSink = {
    log: [],
    apiVersion,
    endpoints: (account) => (queueOf(account).target ? 1 : 0),
    deliver: (event) => queueOf(event.account).enqueue(event),
  };
  const connect = new Connect(new Clock(options.now ?? Date.now), sink);
  const fake = connect.platform;
  const routes: Route[] = [
    ...catalogRoutes,
    ...customerRoutes,
    ...paymentMethodRoutes,
    ...couponRoutes,
    ...setupIntentRoutes,
    ...paymentIntentRoutes,
    ...subscriptionRoutes,
    ...invoiceRoutes,
    ...checkoutRoutes,
    ...accountRoutes,
    ...accountLinkRoutes,
  ];
  const controls = {
    fake,
    release: apiVersion.split('.').at(-1) ?? 'v3',
    setWebhookTarget: (url: string | null) => {
      queue.target = url;
    },
    setConnectWebhookTarget: (url: string | null) => {
      connectQueue.target = url;
    },
    deliveries: () => [...deliveries],
    waitForDeliveries: async () => {
      // A delivery on one endpoint can follow from one on the other only through new calls, so
      // waiting for both once each is enough.
      await Promise.all([queue.waitForDeliveries(), connectQueue.waitForDeliveries()]);
    },
  };
  const server = createFakeServer(
    fake,
    routes,
    { secret: secretKey, publishable: publishableKey },
    apiVersion,
    extraHandler(controls),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  const account = (id: string) => connect.connected(id);

  return {
    url: fake.baseUrl,
    port,
    secretKey,
    publishableKey,
    webhookSecret,
    connectWebhookSecret,
    stripeJsUrl: `${fake.baseUrl}/v3/`,
    apiVersion,
    setWebhookTarget: controls.setWebhookTarget,
    setConnectWebhookTarget: controls.setConnectWebhookTarget,
    events: () => [...sink.log],
    deliveries: controls.deliveries,
    waitForDeliveries: controls.waitForDeliveries,
    signEvent: (payload, timestamp = Math.floor(Date.now() / 1000)) =>
      signPayload(webhookSecret, payload, timestamp),
    renewSubscription: (id) => snapshot(renew(subscriptionHolder(connect, id), id)),
    completeOnboarding: (id) => snapshot(completeOnboarding(account(id))),
    restrictAccount: (id) => snapshot(restrictAccount(account(id))),
    deauthorizeAccount: (id) => deauthorizeAccount(account(id)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        queue.close();
        connectQueue.close();
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; without this close would wait for them.
        server.closeAllConnections();
      }),
  };
}

/**
 * The app's Stripe settings (README: `STRIPE_*`) that point it at this fake: the keys, the
 * webhook signing secret, the API's origin and where browsers load Stripe.js from.
 */
export function fakeStripeSettings(fake: FakeStripe) {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
    STRIPE_JS_URL: fake.stripeJsUrl,
  };
}
