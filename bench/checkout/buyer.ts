/**
 * A buyer's browser after the click on Pay, over HTTP as the page's islands do it: the checkout
 * island posts the order to the site's host, Stripe.js confirms the PaymentIntent with the card
 * (publishable key, the connected account in `Stripe-Account`), and the page goes to the answer's
 * thank-you address. Each buyer comes from an address of its own (X-Forwarded-For, the app
 * trusting the loopback proxy), as the checkout's rate limit is per address.
 */
import { Agent, request } from 'node:http';
import { confirmAsStripeJs } from '@tessera/server/testing/commerce';
import type { FakeStripeInfo } from './fake-process.ts';
import type { Shop } from './shop.ts';

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

export interface Reply {
  status: number;
  body: string;
  bytes: Buffer;
}

/** One request to the app with the site's Host header (fetch may not set Host). */
export function siteRequest(
  port: number,
  host: string,
  method: 'GET' | 'POST',
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, agent, headers: { host, ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, body: bytes.toString('utf8'), bytes });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/**
 * What order `n` buys: each product in turn, two of every fifth, the bump on every fourth (unless
 * it is the product), the coupon on every third; and what that comes to at the products' prices.
 */
function basket(shop: Shop, n: number) {
  const product = shop.products[n % shop.products.length]!;
  const quantity = n % 5 === 4 ? 2 : 1;
  const bump = n % 4 === 3 && product.id !== shop.bump.id;
  const coupon = n % 3 === 2;
  const subtotal = product.amount * quantity + (bump ? shop.bump.amount : 0);
  const discount = coupon ? Math.round((subtotal * (shop.coupon.percentOff ?? 0)) / 100) : 0;
  return { product, quantity, bump, coupon, expected: subtotal - discount };
}

export interface Paid {
  orderId: number;
  /** What the checkout said it charges, and what the basket comes to at the products' prices. */
  amount: number;
  expected: number;
  intentStatus: string;
  thankYouStatus: number;
}

/** The buyer's steps from Pay to the thank-you page; throws on an answer a browser would stop at. */
export async function pay(
  target: { port: number; siteHost: string; fake: FakeStripeInfo },
  shop: Shop,
  n: number,
): Promise<Paid> {
  const { product, quantity, bump, coupon, expected } = basket(shop, n);
  const origin = `http://${target.siteHost}`;
  const started = await siteRequest(target.port, target.siteHost, 'POST', '/_commerce/checkout', {
    headers: {
      'content-type': 'application/json',
      origin,
      referer: `${origin}${shop.orderPage.path}`,
      'x-forwarded-for': buyerAddress(n),
    },
    body: JSON.stringify({
      page_id: shop.orderPage.id,
      element_id: shop.orderPage.cardElementId,
      items: [{ product_id: product.id, quantity }],
      bump,
      ...(coupon ? { coupon: shop.coupon.code.toLowerCase() } : {}),
      email: `buyer-${n}@example.test`,
      name: `Buyer ${n}`,
    }),
  });
  if (started.status !== 200)
    throw new Error(`checkout answered ${started.status}: ${started.body.slice(0, 300)}`);
  const answer = JSON.parse(started.body) as {
    order_id: number;
    client_secret: string;
    amount: number;
    return_url: string;
  };
  const confirmed = await confirmAsStripeJs(target.fake, shop.accountId, answer.client_secret);
  if (confirmed.status !== 200)
    throw new Error(`confirm answered ${confirmed.status}: ${confirmed.body.error?.message}`);
  const intentStatus = confirmed.body.status ?? '(none)';
  const thankYou = new URL(answer.return_url);
  const page = await siteRequest(target.port, thankYou.host, 'GET', thankYou.pathname + thankYou.search, {
    headers: { 'accept-encoding': 'gzip, br', 'x-forwarded-for': buyerAddress(n) },
  });
  return {
    orderId: answer.order_id,
    amount: answer.amount,
    expected,
    intentStatus,
    thankYouStatus: page.status,
  };
}

/** Buyer `n`'s own address in 10.0.0.0/8: one per buyer, for 16 million buyers. */
function buyerAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
