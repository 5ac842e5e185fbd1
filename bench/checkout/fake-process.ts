/**
 * The local fake Stripe in a process of its own, so that the app's process measures only the app
 * (and the bench's buyers): its CPU time is the server's, and the app awaits Stripe over a socket
 * as it awaits the real one. The bench's bundle is started again with FAKE_STRIPE_ROLE set
 * (`serveFakeStripe`), and the parent drives it over the IPC channel (`startFakeStripeProcess`).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { type FakeStripe, startFakeStripe } from '@tessera/server/testing/fake-stripe';

export const FAKE_STRIPE_ROLE = 'BENCH_CHECKOUT_FAKE_STRIPE';

/** What the app is configured with, and where the buyers' Stripe.js calls go. */
export interface FakeStripeInfo {
  url: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  connectWebhookSecret: string;
  stripeJsUrl: string;
}

/** Delivery attempts by event type, from the fake's own record: answered 2xx, or not. */
export type DeliveryCounts = Record<string, { ok: number; refused: number }>;

export interface FakeStripeProcess {
  info: FakeStripeInfo;
  setConnectWebhookTarget(url: string): Promise<void>;
  completeOnboarding(accountId: string): Promise<void>;
  /** Resolves once every event so far has been delivered (answered 2xx) or given up on. */
  waitForDeliveries(): Promise<void>;
  deliveries(): Promise<DeliveryCounts>;
  /**
   * The event type of each delivery attempt the app answered, from the `from`-th such attempt on,
   * in the order they were made (one at a time, as the app received them).
   */
  answeredTypes(from: number): Promise<string[]>;
  /** The fake process's CPU time so far, in microseconds (user + system). */
  cpuMicros(): Promise<number>;
  close(): Promise<void>;
}

type Method =
  | 'setConnectWebhookTarget'
  | 'completeOnboarding'
  | 'waitForDeliveries'
  | 'deliveries'
  | 'answeredTypes'
  | 'cpuMicros';
interface Call {
  id: number;
  method: Method;
  arg?: string;
}
type Answer = { id: number; result?: unknown; error?: string } | { ready: FakeStripeInfo };

/** The child's side: starts the fake and answers the parent's calls until it disconnects. */
export async function serveFakeStripe(): Promise<void> {
  const fake = await startFakeStripe();
  const send = (answer: Answer) => process.send?.(answer);
  const methods: Record<Method, (arg?: string) => unknown> = {
    setConnectWebhookTarget: (url) => fake.setConnectWebhookTarget(url ?? null),
    completeOnboarding: (account) => void fake.completeOnboarding(account ?? ''),
    waitForDeliveries: () => fake.waitForDeliveries(),
    deliveries: () => deliveryCounts(fake),
    answeredTypes: (from) =>
      fake
        .deliveries()
        .flatMap((delivery) => (delivery.status === null ? [] : [delivery.type]))
        .slice(Number(from)),
    cpuMicros: () => {
      const cpu = process.cpuUsage();
      return cpu.user + cpu.system;
    },
  };
  process.on('message', (call: Call) => {
    void (async () => {
      try {
        send({ id: call.id, result: await methods[call.method](call.arg) });
      } catch (error) {
        send({ id: call.id, error: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
  process.once('disconnect', () => void fake.close().then(() => process.exit(0)));
  send({
    ready: {
      url: fake.url,
      port: fake.port,
      secretKey: fake.secretKey,
      publishableKey: fake.publishableKey,
      webhookSecret: fake.webhookSecret,
      connectWebhookSecret: fake.connectWebhookSecret,
      stripeJsUrl: fake.stripeJsUrl,
    },
  });
}

function deliveryCounts(fake: FakeStripe): DeliveryCounts {
  const counts: DeliveryCounts = {};
  for (const delivery of fake.deliveries()) {
    const count = counts[delivery.type] ?? { ok: 0, refused: 0 };
    counts[delivery.type] = count;
    if (delivery.status !== null && delivery.status >= 200 && delivery.status < 300) count.ok++;
    else count.refused++;
  }
  return counts;
}

/** The parent's side: forks this bundle in the fake's role and waits until it listens. */
export async function startFakeStripeProcess(): Promise<FakeStripeProcess> {
  const script = process.argv[1];
  if (!script) throw new Error('cannot tell which script to start the fake Stripe from');
  const child: ChildProcess = fork(script, [], {
    env: { ...process.env, [FAKE_STRIPE_ROLE]: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  const info = await new Promise<FakeStripeInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the fake Stripe exited (${code}) before it listened`)));
    child.on('message', (answer: Answer) => {
      if ('ready' in answer) return resolve(answer.ready);
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.error !== undefined) waiting?.reject(new Error(`fake Stripe: ${answer.error}`));
      else waiting?.resolve(answer.result);
    });
  });
  const call = <T>(method: Method, arg?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, method, ...(arg === undefined ? {} : { arg }) } satisfies Call);
    });
  return {
    info,
    setConnectWebhookTarget: (url) => call('setConnectWebhookTarget', url),
    completeOnboarding: (accountId) => call('completeOnboarding', accountId),
    waitForDeliveries: () => call('waitForDeliveries'),
    deliveries: () => call('deliveries'),
    answeredTypes: (from) => call('answeredTypes', String(from)),
    cpuMicros: () => call('cpuMicros'),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
