/**
 * The run: the fake Stripe (own process), the database, the app on a port with the fake's Connect
 * endpoint pointed at it, the shop, the order page's JS, warm-up orders, the measured orders
 * with their peer, the check of every order, and the report. Answers the exit code.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { agencyOwner } from './agency-api.ts';
import { startApp } from './app.ts';
import { openBenchDatabase } from './database.ts';
import { startFakeStripeProcess } from './fake-process.ts';
import { pageScripts } from './islands.ts';
import { runOrders } from './orders.ts';
import { printOrders, printScripts } from './report.ts';
import { openShop } from './shop.ts';
import { fmt, kb, loadAverage, ms } from './stats.ts';
import { ServerTimer } from './timing.ts';
import { checkOrders } from './verify.ts';

const DEMO_PASSWORD = 'bench-password-1';

/** `--orders N` (default 500) and `--warmup N` (default 20), as `npm run bench -- checkout --orders 50`. */
function options(argv: readonly string[]) {
  const value = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    const given = at >= 0 ? Number(argv[at + 1]) : fallback;
    if (!Number.isSafeInteger(given) || given < 0) throw new Error(`--${name} takes a whole number`);
    return given;
  };
  return { orders: Math.max(1, value('orders', 500)), warmup: value('warmup', 20) };
}

export async function main(root: string, argv: readonly string[]): Promise<number> {
  const { orders, warmup } = options(argv);
  if (!existsSync(path.join(root, 'packages/renderer/dist/islands/manifest.json'))) {
    console.error(
      'bench/checkout needs the built islands: npm run build (or npm run build -w @tessera/renderer)',
    );
    return 2;
  }
  console.log(
    `bench/checkout — ${fmt(orders)} orders on a published order page, from Pay to the thank-you page, on the fake Stripe`,
  );
  console.log(`  load average at start: ${loadAverage()}`);
  const work = mkdtempSync(path.join(tmpdir(), 'tessera-bench-checkout-'));
  // Undone in reverse order, whatever happens.
  const cleanup: Array<() => Promise<void>> = [async () => rmSync(work, { recursive: true, force: true })];
  try {
    const fake = await startFakeStripeProcess();
    cleanup.push(() => fake.close());
    const database = await openBenchDatabase({ root, dataDir: work, demoPassword: DEMO_PASSWORD });
    cleanup.push(() => database.close());
    const running = await startApp({ root, dataDir: work, database: database.handle, fake: fake.info });
    cleanup.push(() => running.close());
    await fake.setConnectWebhookTarget(running.connectWebhookUrl);
    const timer = new ServerTimer(running.app.server, fake.info.port);
    const api = await agencyOwner(running.app, DEMO_PASSWORD);
    const shop = await openShop(database.handle, fake, api);
    const siteHost = `demo.localhost:${running.port}`;
    const [first, second, third] = shop.products.map((p) => `$${fmt(p.amount / 100, 2)}`);
    console.log(`  database: ${database.label}; the fake Stripe in a process of its own`);
    console.log(
      `  shop: ${siteHost}, gateway on ${shop.accountId}; products ${first}, ${second}, ${third} (one-time; the last is also the summary's bump); coupon ${shop.coupon.code} (${shop.coupon.percentOff} % off)`,
    );
    console.log(
      `  baskets: each product in turn, 2 of every 5th, the bump on every 4th, the coupon on every 3rd; ${fmt(warmup)} warm-up orders first, not counted`,
    );

    const orderScripts = await pageScripts(running.port, siteHost, shop.orderPage.path);
    const plainScripts = await pageScripts(running.port, siteHost, shop.thankYouPage.path);
    const target = { port: running.port, siteHost, fake, timer };
    const warm = await runOrders(target, shop, 0, warmup);
    const run = await runOrders(target, shop, warmup, orders);
    const failures = [...warm.failures, ...run.failures];
    failures.push(...(await checkOrders(api, shop.landingId, [...warm.paid, ...run.paid])));
    const deliveries = await fake.deliveries();
    const refused = Object.values(deliveries).reduce((sum, count) => sum + count.refused, 0);

    const headline = run.timings.length > 0 ? printOrders(run, deliveries) : null;
    const scripts = printScripts(orderScripts, plainScripts, {
      order: shop.orderPage.path,
      plain: shop.thankYouPage.path,
    });
    const total = warmup + orders;
    console.log(
      failures.length === 0
        ? `\nall ${fmt(total)} orders (warm-up included) paid, each for what its basket costs, its buyer a contact of the site`
        : `\n${fmt(failures.length)} problems among ${fmt(total)} orders (warm-up included):`,
    );
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
    if (refused > 0) console.log(`  ${refused} webhook deliveries were refused (answered other than 2xx)`);
    if (timer.unattributed > 0)
      console.log(
        `  (${timer.unattributed} requests of the set-up and the pages' scripts read were timed as neither)`,
      );
    console.log(`  load average at end: ${loadAverage()}`);
    if (headline)
      console.log(
        `\nissue 19: the server's own time per order p95 ${ms(headline.p95)} over ${fmt(run.timings.length)} orders (×${fmt(headline.ratio)} a page view's p95); the order page's islands ${kb(scripts.gzip)} gzip of the 10 KB target`,
      );
    const ok = failures.length === 0 && refused === 0 && scripts.ok;
    console.log(ok ? '\nOK' : '\nFAIL');
    return ok ? 0 : 1;
  } finally {
    for (const undo of cleanup.reverse()) await undo();
  }
}
