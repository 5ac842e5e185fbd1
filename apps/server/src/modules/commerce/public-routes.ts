import { COMMERCE_MESSAGES, checkoutBody, couponCheckBody } from '@tessera/api-contract';
import { findElement } from '@tessera/document';
import { loadStoredDocument } from '@tessera/elements';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { orders, products } from '../../db/schema/commerce.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { recordIdFromText } from '../../lib/input-guard.ts';
import { askStripe } from '../../lib/stripe.ts';
import { PLAIN_CSP, plainPage } from '../../sites/policy.ts';
import type { Sites } from '../../sites/runtime.ts';
import { pagePublishedDocument } from '../pages/lookup.ts';
import { startCheckout } from './checkout.ts';
import { activeGatewayOf, onAccount, requireConnect } from './connect.ts';
import { couponForCode } from './coupons.ts';
import { insertOrder } from './order-sync.ts';

/** Per-IP ceiling on checkouts and coupon checks: a buyer retrying a card, not a card-testing bot. */
const CHECKOUT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const BODY_LIMIT = 16 * 1024;

/**
 * The checkout of published pages, on each site's own host (never the app's): the order island's
 * JSON calls (`/_commerce/checkout`, `/_commerce/coupon`) and the payment link's plain form post
 * (`/_commerce/pay/{pageId}/{elementId}`), which goes on to Stripe's hosted checkout.
 */
export async function commercePublicRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites },
): Promise<void> {
  const options = { bodyLimit: BODY_LIMIT, config: { rateLimit: CHECKOUT_RATE_LIMIT } };

  /** The site the request's host serves, with its origin, or 404. */
  async function siteOf(request: FastifyRequest) {
    const host = request.headers.host ?? '';
    const target = await deps.sites.hosts.resolve(host);
    if (target.kind !== 'site') throw new HttpError(404, 'Not found.');
    const origin = `${request.protocol}://${host}`;
    const referer = request.headers.referer;
    const sameSite = referer?.startsWith(`${origin}/`) ? new URL(referer).pathname : null;
    return { landingId: target.landingId, origin, referer: sameSite };
  }

  /** Errors as the island reads them: `{ message, errors }` with the status. */
  function answerError(reply: FastifyReply, error: unknown) {
    if (error instanceof HttpError)
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    throw error;
  }

  app.post('/_commerce/checkout', options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = checkoutBody.safeParse(request.body);
    if (!parsed.success) return reply.status(422).send(fieldErrors(parsed.error));
    try {
      return await startCheckout(deps, await siteOf(request), parsed.data);
    } catch (error) {
      return answerError(reply, error);
    }
  });

  app.post('/_commerce/coupon', options, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = couponCheckBody.safeParse(request.body);
    if (!parsed.success) return reply.status(422).send(fieldErrors(parsed.error));
    try {
      const site = await siteOf(request);
      const page = await pagePublishedDocument(deps.db, parsed.data.page_id);
      if (!page?.published || page.landingId !== site.landingId)
        throw new HttpError(404, 'This order page is not available.');
      const coupon = await couponForCode(deps.db, site.landingId, parsed.data.code, new Date(), 'code');
      return {
        code: coupon.code,
        percent_off: coupon.percentOff,
        amount_off: coupon.amountOff,
        message: 'Coupon applied.',
      };
    } catch (error) {
      return answerError(reply, error);
    }
  });

  app.post<{ Params: { pageId: string; elementId: string } }>(
    '/_commerce/pay/:pageId/:elementId',
    options,
    async (request, reply) => {
      const unavailable = (status: number, message: string) =>
        reply
          .status(status)
          .header('content-security-policy', PLAIN_CSP)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            plainPage('Payments are not available', message, { href: '/', label: 'Back to the website' }),
          );
      try {
        const site = await siteOf(request);
        const pageId = recordIdFromText(request.params.pageId);
        const page = pageId === null ? null : await pagePublishedDocument(deps.db, pageId);
        if (!page?.published || page.landingId !== site.landingId || !page.document)
          return unavailable(404, 'This order page is not available.');
        const found = findElement(loadStoredDocument(page.document), request.params.elementId.slice(0, 100));
        const options =
          found?.element.key === 'payment-link' ? (found.element.options as Record<string, unknown>) : null;
        const productId = Number(options?.productId);
        const quantity = Math.min(100, Math.max(1, Number(options?.quantity) || 1));
        const gateway = await activeGatewayOf(deps.db, site.landingId);
        if (!options || !Number.isSafeInteger(productId) || productId <= 0)
          return unavailable(404, 'This payment link is not available.');
        if (!gateway) return unavailable(409, COMMERCE_MESSAGES.paymentsUnavailable);
        const [product] = await deps.db
          .select()
          .from(products)
          .where(
            and(eq(products.id, productId), eq(products.gatewayId, gateway.id), eq(products.archived, false)),
          );
        if (!product?.stripePriceId) return unavailable(404, 'This product is no longer offered.');
        const stripe = requireConnect(deps);
        const order = await insertOrder(deps.db, {
          agencyId: page.agencyId,
          landingId: site.landingId,
          gatewayId: gateway.id,
          pageId,
          lines: [
            {
              productId: product.id,
              name: product.name,
              quantity,
              unitAmount: product.amount,
              interval: product.interval,
            },
          ],
          subtotal: product.amount * quantity,
          total: product.amount * quantity,
          currency: gateway.currency,
        });
        const metadata = { tessera_order_id: String(order.id), landing_id: String(site.landingId) };
        const back = site.referer ? new URL(site.referer, site.origin).toString() : `${site.origin}/`;
        const session = await askStripe(() =>
          stripe.checkout.sessions.create(
            {
              mode: product.interval === 'Once' ? 'payment' : 'subscription',
              line_items: [{ price: product.stripePriceId!, quantity }],
              success_url: `${back}${back.includes('?') ? '&' : '?'}paid=1`,
              cancel_url: back,
              allow_promotion_codes: true,
              client_reference_id: String(order.id),
              metadata,
              ...(product.interval === 'Once'
                ? { payment_intent_data: { metadata } }
                : { subscription_data: { metadata } }),
            },
            onAccount(gateway, `order-${order.id}-session`),
          ),
        );
        await deps.db
          .update(orders)
          .set({ stripeCheckoutSessionId: session.id })
          .where(eq(orders.id, order.id));
        return reply.redirect(session.url!, 303);
      } catch (error) {
        if (error instanceof HttpError)
          return unavailable(error.statusCode === 404 ? 404 : 503, error.message);
        throw error;
      }
    },
  );
}

/** A zod failure as the island reads it: the first message, and every field's messages. */
function fieldErrors(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return { message: error.issues[0]?.message ?? 'The order is invalid.', errors };
}
