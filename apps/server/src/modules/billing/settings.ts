import type { AppConfig } from '@tessera/api-contract';
import type { ServerConfig } from '../../config.ts';
import { STRIPE_JS_DEFAULT_URL } from '../../lib/stripe.ts';

const GRACE_DAYS_DEFAULT = 7;

type BillingEnvironment = Pick<
  ServerConfig,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_PUBLISHABLE_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_BASE'
  | 'STRIPE_JS_URL'
  | 'BILLING_GRACE_DAYS'
>;

/** Whether online billing is set up: without a secret key, admins grant access by hand (SPEC §4). */
export function billingConfigured(config: BillingEnvironment): boolean {
  return Boolean(config.STRIPE_SECRET_KEY);
}

/** What `/config` tells the browser: Stripe.js's address and the publishable key it uses. */
export function publicBillingConfig(config: BillingEnvironment): AppConfig['billing'] {
  const configured = billingConfigured(config);
  return {
    configured,
    publishable_key: configured ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    stripe_js_url: configured ? (config.STRIPE_JS_URL ?? STRIPE_JS_DEFAULT_URL) : null,
  };
}

/** Days a failed renewal leaves access open before the agency is blocked. */
export function graceDays(config: BillingEnvironment): number {
  return config.BILLING_GRACE_DAYS ?? GRACE_DAYS_DEFAULT;
}

/** The origin Stripe.js and its card frames come from, for the app's Content-Security-Policy. */
export function stripeJsOrigin(config: BillingEnvironment): string | null {
  const url = publicBillingConfig(config).stripe_js_url;
  return url ? new URL(url).origin : null;
}
