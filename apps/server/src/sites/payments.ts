import type { ServerConfig } from '../config.ts';
import { STRIPE_JS_DEFAULT_URL } from '../lib/stripe.ts';

/**
 * Published pages that take payments (the order elements' checkout) carry these in place of
 * Stripe.js's address and the platform's publishable key: they are filled in when the page is
 * served, so a published page stays right when the platform's Stripe settings change, and
 * the page's policy admits Stripe only where they appear. `.invalid` is reserved (RFC 2606).
 */
export const STRIPE_JS_PLACEHOLDER = 'https://stripe-js.invalid/v3/';
export const STRIPE_KEY_PLACEHOLDER = 'pk_placeholder_invalid';

export interface SitePayments {
  stripeJsUrl: string;
  publishableKey: string;
  /** Stripe.js's origin, which such a page's policy admits for scripts, frames and calls. */
  origin: string;
}

/** What pages taking payments are bound with; null while payments are not set up. */
export function sitePaymentsOf(
  config: Pick<ServerConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_JS_URL'>,
): SitePayments | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) return null;
  const stripeJsUrl = config.STRIPE_JS_URL ?? STRIPE_JS_DEFAULT_URL;
  return { stripeJsUrl, publishableKey: config.STRIPE_PUBLISHABLE_KEY, origin: new URL(stripeJsUrl).origin };
}

/**
 * Fills the payment placeholders of a page that has them. Without payments set up they become
 * empty, which the checkout reads as "payments are not available".
 */
export function bindPayments(
  html: string,
  payments: SitePayments | null,
): { html: string; paymentsOrigin: string | null } {
  if (!html.includes(STRIPE_KEY_PLACEHOLDER)) return { html, paymentsOrigin: null };
  const bound = html
    .split(STRIPE_KEY_PLACEHOLDER)
    .join(payments?.publishableKey ?? '')
    .split(STRIPE_JS_PLACEHOLDER)
    .join(payments?.stripeJsUrl ?? '');
  return { html: bound, paymentsOrigin: payments?.origin ?? null };
}
