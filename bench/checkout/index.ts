/**
 * bench/checkout — issue 19's "Measured": from a click on Pay to the thank-you page on the fake
 * Stripe, the server's own time per order (its checkout + the Connect webhooks of its events) over
 * 500 orders, p50/p95/p99 and mean, orders/s and CPU per order, against a peer timed in the same
 * run (the server's handling of a view of a plain published page of the same site); and the JS
 * the order page's islands add, against 10 KB gzip (Stripe.js aside), a page without order
 * elements loading none.
 *
 *   npm run build -w @tessera/renderer      (the islands; `npm run build` builds them too)
 *   npm run bench -- checkout [--orders 500] [--warmup 20]
 *
 * Embedded PGlite in a temporary data folder, or PostgreSQL with DATABASE_URL set (a database of
 * its own, dropped after). Exits 1 when an order is not paid for what it costs, a webhook is
 * refused, or the order page's JS is over the target; 2 without built islands.
 * This bundle is also the fake Stripe's process (fake-process.ts), told apart by its environment.
 */
import { FAKE_STRIPE_ROLE, serveFakeStripe } from './fake-process.ts';
import { main } from './main.ts';

if (process.env[FAKE_STRIPE_ROLE]) await serveFakeStripe();
else process.exit(await main(process.env.REPO_ROOT ?? process.cwd(), process.argv.slice(2)));
