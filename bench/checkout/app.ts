/**
 * The app as bench/checkout runs it: the real app (buildApp) over the bench's database, configured
 * through the server's own configuration path with the fake Stripe as Stripe (its Connect
 * endpoint's secret too), the built islands, and listening on a port, because the fake delivers
 * its Connect events over HTTP and buyers come over HTTP as browsers do.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp, createMailer, loadConfig } from '@tessera/server/embed';
import type { DatabaseHandle } from './database.ts';
import type { FakeStripeInfo } from './fake-process.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The app's own host (APP_DOMAINS defaults to localhost): the agency's API calls go there. */
export const APP_HOST = 'localhost:3000';

export interface RunningApp {
  app: App;
  port: number;
  /** The address the fake's Connect endpoint posts to. */
  connectWebhookUrl: string;
  close(): Promise<void>;
}

export async function startApp(options: {
  root: string;
  dataDir: string;
  database: DatabaseHandle;
  fake: FakeStripeInfo;
}): Promise<RunningApp> {
  const { fake } = options;
  const config = {
    ...loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        SECRET_KEY: randomBytes(32).toString('base64url'),
        LOG_LEVEL: 'silent',
        // Receipts are queued as in production; sending them is a job worker's, not the order's.
        JOB_WORKERS: 'false',
        // As behind a proxy: each buyer's own address (X-Forwarded-For) meets the checkout's
        // per-address rate limit, not the bench's one loopback address.
        TRUST_PROXY: 'true',
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_CONNECT_WEBHOOK_SECRET: fake.connectWebhookSecret,
        STRIPE_API_BASE: fake.url,
        STRIPE_JS_URL: fake.stripeJsUrl,
      },
      null,
      path.join(options.root, 'packages/renderer/dist/islands'),
    ),
    // The demo accounts' password is hashed at login; the production cost would only slow set-up.
    passwordHashCost: 2 ** 10,
  };
  const app = await buildApp({
    config,
    db: options.database.db,
    mailer: createMailer({
      dataDir: options.dataDir,
      from: config.MAIL_FROM,
      log: { info: () => undefined },
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    connectWebhookUrl: `http://127.0.0.1:${port}/api/v1/stripe/connect-webhook`,
    close: () => app.close(),
  };
}
