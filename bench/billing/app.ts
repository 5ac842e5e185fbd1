/**
 * The app as bench/billing builds it, three times: over the generating database and over the two
 * copies the replays write. Each is the real app (buildApp) on an in-memory PGlite, configured by
 * the server's own configuration path with the local fake Stripe as Stripe, and driven in-process
 * through `inject` (no port).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp, createMailer, loadConfig, openPglite } from '@tessera/server/embed';
import type { FakeStripe } from '@tessera/server/testing/fake-stripe';
import type Stripe from 'stripe';

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The host the app answers on (APP_DOMAINS defaults to localhost; orders find their white label by it). */
const HOST = 'localhost:3000';

export interface BenchApp {
  app: App;
  client: PGlite;
  close(): Promise<void>;
}

export async function startApp(client: PGlite, fake: FakeStripe): Promise<BenchApp> {
  const work = mkdtempSync(path.join(tmpdir(), 'tessera-bench-billing-'));
  const config = {
    ...loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: work,
        SECRET_KEY: randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'silent',
        JOB_WORKERS: 'false',
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_BASE: fake.url,
        STRIPE_JS_URL: fake.stripeJsUrl,
      },
      null,
    ),
    // Guests' passwords are hashed at every order; the production cost would dominate the run.
    passwordHashCost: 2 ** 10,
  };
  const database = openPglite(client);
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMailer({ dataDir: work, from: config.MAIL_FROM, log: { info: () => undefined } }),
  });
  await app.ready();
  return {
    app,
    client,
    async close() {
      await app.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of each answer
  json(): any;
}

/** A request to `/api/v1{url}`, as the caller holding `token` (none with null), from `ip`. */
export async function api(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  ip?: string,
): Promise<Answer> {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload }),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { status: response.statusCode, body: response.body, json: () => response.json() };
}

/** Webhook answers other than 200, by status and event type, with the first answer's body. */
export type Refusals = Map<string, { count: number; body: string }>;

/**
 * POSTs one event to the webhook as Stripe would: its JSON, signed now with the endpoint's secret.
 * An answer other than 200 is counted in `refusals`.
 */
export async function deliver(
  app: App,
  fake: FakeStripe,
  event: Stripe.Event,
  refusals: Refusals,
): Promise<void> {
  const payload = JSON.stringify(event);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    payload,
    headers: {
      host: HOST,
      'content-type': 'application/json',
      'stripe-signature': fake.signEvent(payload),
    },
  });
  if (response.statusCode === 200) return;
  const kind = `${response.statusCode} ${event.type}`;
  const seen = refusals.get(kind);
  if (seen) seen.count++;
  else refusals.set(kind, { count: 1, body: response.body.slice(0, 300) });
}
