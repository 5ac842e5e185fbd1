import Stripe from 'stripe';
import type { ServerConfig } from '../config.ts';
import { badGateway, HttpError, invalidField } from './errors.ts';

/** Stripe.js from Stripe itself, unless STRIPE_JS_URL points elsewhere (tests: the local fake). */
export const STRIPE_JS_DEFAULT_URL = 'https://js.stripe.com/v3/';

type StripeEnvironment = Pick<ServerConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>;

const clients = new WeakMap<StripeEnvironment, Stripe>();

/**
 * The official SDK on the configured key, one per configuration; `STRIPE_API_BASE` points it at
 * another host (tests: the local fake in apps/server/test/fake-stripe). Null while billing is not
 * set up: callers answer "not set up" rather than calling.
 */
export function stripeFor(config: StripeEnvironment): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    const protocol = base?.protocol === 'http:' ? 'http' : 'https';
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      ...(base
        ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol }
        : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Tessera' },
    });
    clients.set(config, client);
  }
  return client;
}

/**
 * A Stripe failure as the answer a client gets: a refused card or a bad coupon is the caller's
 * to fix (422 on the field it came from); anything else is Stripe's side (502), never a 500.
 */
export function stripeFailure(error: unknown, field = 'payment_method'): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof Stripe.errors.StripeCardError) return invalidField(field, error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    const param = error.param ?? '';
    if (/coupon|promotion/.test(param) || error.code === 'coupon_expired')
      return invalidField('coupon', error.message);
    if (/payment_method/.test(param) || error.code === 'resource_missing')
      return invalidField(field, error.message);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return badGateway(`Stripe could not complete this: ${detail}`);
}

/** Runs a Stripe call, turning its failures into answers (`stripeFailure`). */
export async function askStripe<T>(call: () => Promise<T>, field?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeFailure(error, field);
  }
}
