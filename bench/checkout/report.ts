/** What bench/checkout prints: the orders' figures against the peer, and the order page's JS. */
import type { DeliveryCounts } from './fake-process.ts';
import type { PageScripts } from './islands.ts';
import type { OrderRun } from './orders.ts';
import { describe, fmt, kb, ms, summarize } from './stats.ts';

/** Issue 19: the order page's own JS (Stripe.js aside) stays within 10 KB gzip. */
export const ISLANDS_BUDGET_GZIP = 10 * 1024;

/** Prints the orders' figures and their ratio to the peer's; answers the headline ones. */
export function printOrders(run: OrderRun, deliveries: DeliveryCounts): { p95: number; ratio: number } {
  const orders = run.timings.length;
  const perOrder = run.timings.map((t) => t.checkoutMs + t.webhookMs);
  const own = run.timings.map((t) => t.checkoutMs + t.webhookMs - t.stripeWaitMs);
  const order = summarize(perOrder);
  console.log(
    `\nthe server's own time per order: its checkout + the Connect webhooks of its events, each timed in the app's process from request to finished response (${fmt(orders)} orders)`,
  );
  console.log(`  ${describe(order)}`);
  console.log(
    `    checkout (POST /_commerce/checkout): ${describe(summarize(run.timings.map((t) => t.checkoutMs)))}`,
  );
  console.log(
    `      of which awaiting Stripe's answers (the PaymentIntent made on the connected account, at the fake): ${describe(summarize(run.timings.map((t) => t.stripeWaitMs)))}`,
  );
  const webhooks = run.timings.reduce((sum, t) => sum + t.webhookEachMs.length, 0);
  console.log(
    `    Connect webhooks (POST /api/v1/stripe/connect-webhook), ${fmt(webhooks / orders, 2)} per order, added up per order: ${describe(summarize(run.timings.map((t) => t.webhookMs)))}`,
  );
  for (const [type, times] of Object.entries(run.webhookMsByType))
    console.log(`      ${type} (${fmt(times.length)}): ${describe(summarize(times))}`);
  if (run.unpairedWebhooks > 0)
    console.log(`      (${run.unpairedWebhooks} orders left out by type: their deliveries did not pair up)`);
  const types = Object.entries(deliveries)
    .map(([type, count]) => `${type} ${count.ok}${count.refused ? ` (+${count.refused} refused)` : ''}`)
    .join(', ');
  console.log(`      all deliveries of the run (set-up and warm-up included): ${types}`);
  console.log(`  less the waits for Stripe: ${describe(summarize(own))}`);
  console.log(
    `  ${fmt(orders / run.wallSeconds, 1)} orders/s, one buyer at a time (wall time from Pay until the order's events are applied, the fake and the buyers' client included)`,
  );
  console.log(
    `  the buyer's wall time from Pay to the thank-you page: ${describe(summarize(run.buyerMs))} (client, fake Stripe and loopback included)`,
  );
  console.log(
    `  CPU per order: ${ms(run.cpuMicros / 1000 / orders)} in the app's process (the app and the bench's buyers; the fake runs apart), ${ms(run.fakeCpuMicros / 1000 / orders)} in the fake Stripe's`,
  );
  const peer = summarize(run.peerMs);
  console.log(
    `\npeer, same run: the server's handling of a view of the site's plain published thank-you page, one after each order once the app is idle (${fmt(run.peerMs.length)} views)`,
  );
  console.log(`  ${describe(peer)}`);
  const ratio = order.p95 / peer.p95;
  console.log(
    `  order p95 / page view p95: ×${fmt(ratio)} (×${fmt(summarize(own).p95 / peer.p95)} less the waits for Stripe): one order costs the server about as much time as that many page views`,
  );
  return { p95: order.p95, ratio };
}

/**
 * Prints the order page's and the plain page's JS; answers the order page's gzip bytes and
 * whether both pages are within their targets.
 */
export function printScripts(
  order: PageScripts,
  plain: PageScripts,
  paths: { order: string; plain: string },
): { gzip: number; ok: boolean } {
  console.log(
    `\nJS the order page (${paths.order}) loads: its script tags' files as the app serves them, gzip -9`,
  );
  for (const script of order.ours)
    console.log(
      `  ${script.name.padEnd(10)} ${script.src}: ${kb(script.bytes)} raw, ${kb(script.gzipBytes)} gzip`,
    );
  const raw = order.ours.reduce((sum, script) => sum + script.bytes, 0);
  const gzip = order.ours.reduce((sum, script) => sum + script.gzipBytes, 0);
  const withinBudget = gzip <= ISLANDS_BUDGET_GZIP && order.foreign.length === 0 && order.inlineCode === 0;
  console.log(
    `  total ${kb(raw)} raw, ${kb(gzip)} gzip: ${fmt((gzip / ISLANDS_BUDGET_GZIP) * 100, 1)} % of the 10 KB gzip target → ${withinBudget ? 'within' : 'OVER'}`,
  );
  if (order.foreign.length > 0 || order.inlineCode > 0)
    console.log(
      `  other scripts in the page: ${[...order.foreign, `${order.inlineCode} inline`].join(', ')}`,
    );
  console.log(
    `  Stripe.js: ${order.stripeJs ?? '(not named)'} (the fake's), loaded by the checkout island from data-stripe-js; Stripe's, not counted`,
  );
  const plainBytes = plain.ours.reduce((sum, script) => sum + script.bytes, 0);
  const plainScripts = plain.ours.length + plain.foreign.length + plain.inlineCode;
  const plainEmpty = plainScripts === 0 && plain.stripeJs === null;
  console.log(
    `  a page without order elements (${paths.plain}): ${plainScripts} scripts, ${fmt(plainBytes)} bytes of JS${plain.stripeJs ? ', names Stripe.js' : ''} → ${plainEmpty ? 'none, as it must' : 'NOT EMPTY'}`,
  );
  return { gzip, ok: withinBudget && plainEmpty };
}
