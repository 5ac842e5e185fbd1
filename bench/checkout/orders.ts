/**
 * The orders, one after another as buyers arriving one at a time: each from Pay to the thank-you
 * page (buyer.ts), then until Stripe's events for it are delivered and applied (the order paid);
 * the peer, a view of the plain thank-you page, follows each order once the app is idle again.
 */
import type { Paid } from './buyer.ts';
import { pay, siteRequest } from './buyer.ts';
import type { FakeStripeProcess } from './fake-process.ts';
import type { Shop } from './shop.ts';
import { newOrderTiming, type OrderTiming, type ServerTimer } from './timing.ts';

export interface Target {
  port: number;
  siteHost: string;
  fake: FakeStripeProcess;
  timer: ServerTimer;
}

export interface OrderRun {
  paid: Paid[];
  timings: OrderTiming[];
  /** The buyer's wall time from Pay to the thank-you page (fake Stripe and client included). */
  buyerMs: number[];
  /** The server's handling of each peer page view. */
  peerMs: number[];
  /** Each Connect delivery's handling (ms) by its event type, told by the fake's log of them. */
  webhookMsByType: Record<string, number[]>;
  /** Orders whose deliveries the app timed and the fake logged did not pair up (left out above). */
  unpairedWebhooks: number;
  /** This process's CPU time (µs) during the orders (not the peer's views): the app and the buyers. */
  cpuMicros: number;
  /** The fake Stripe process's CPU time (µs) over the whole run. */
  fakeCpuMicros: number;
  /** Wall time of the orders, each from Pay until its events are applied (the peer's views left out). */
  wallSeconds: number;
  failures: string[];
}

/** Orders `first` … `first + count - 1` (the number picks each one's basket). */
export async function runOrders(target: Target, shop: Shop, first: number, count: number): Promise<OrderRun> {
  const run: OrderRun = {
    paid: [],
    timings: [],
    buyerMs: [],
    peerMs: [],
    webhookMsByType: {},
    unpairedWebhooks: 0,
    cpuMicros: 0,
    fakeCpuMicros: 0,
    wallSeconds: 0,
    failures: [],
  };
  const fakeCpuBefore = await target.fake.cpuMicros();
  let answered = (await target.fake.answeredTypes(0)).length;
  for (let n = first; n < first + count; n++) {
    const timing = newOrderTiming();
    const cpuBefore = process.cpuUsage();
    target.timer.order(timing);
    const clicked = performance.now();
    try {
      const paid = await pay(
        { port: target.port, siteHost: target.siteHost, fake: target.fake.info },
        shop,
        n,
      );
      run.buyerMs.push(performance.now() - clicked);
      await target.fake.waitForDeliveries();
      run.paid.push(paid);
      run.timings.push(timing);
    } catch (error) {
      run.failures.push(`order ${n}: ${error instanceof Error ? error.message : String(error)}`);
      await target.fake.waitForDeliveries();
    }
    target.timer.idle();
    run.wallSeconds += (performance.now() - clicked) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    run.cpuMicros += cpu.user + cpu.system;
    const types = await target.fake.answeredTypes(answered);
    answered += types.length;
    if (types.length !== timing.webhookEachMs.length) run.unpairedWebhooks++;
    else
      for (const [i, type] of types.entries()) {
        const times = run.webhookMsByType[type] ?? [];
        times.push(timing.webhookEachMs[i]!);
        run.webhookMsByType[type] = times;
      }
    target.timer.peer(run.peerMs);
    const view = await siteRequest(target.port, target.siteHost, 'GET', shop.thankYouPage.path, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    target.timer.idle();
    if (view.status !== 200) run.failures.push(`peer view after order ${n}: ${view.status}`);
  }
  run.fakeCpuMicros = (await target.fake.cpuMicros()) - fakeCpuBefore;
  return run;
}
