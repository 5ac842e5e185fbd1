import type { Stripe } from '@stripe/stripe-js';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAppConfig } from '../../app/appContext.tsx';
import { createStripeLoader, type ScriptHost, type StripeLoadState } from './stripeLoader.ts';

/** The page's side of the loader: one `<script>` per URL, found again if it is already there. */
const domHost: ScriptHost<Stripe> = {
  addScript(url, done) {
    const existing = [...document.querySelectorAll<HTMLScriptElement>('script[data-stripe-js]')].find(
      (script) => script.src === new URL(url, window.location.href).href,
    );
    if (existing && typeof window.Stripe === 'function') {
      done(true);
      return () => existing.remove();
    }
    existing?.remove();
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.stripeJs = '';
    script.addEventListener('load', () => done(true), { once: true });
    script.addEventListener('error', () => done(false), { once: true });
    document.head.appendChild(script);
    return () => script.remove();
  },
  construct(key) {
    return typeof window.Stripe === 'function' ? window.Stripe(key) : null;
  },
  setTimer(run, ms) {
    const id = window.setTimeout(run, ms);
    return () => window.clearTimeout(id);
  },
};

const loader = createStripeLoader(domHost);

export type StripeJs =
  | { status: 'not-configured' }
  | Exclude<StripeLoadState<Stripe>, { status: 'failed' | 'idle' }>
  | { status: 'idle' }
  | { status: 'failed'; message: string; retry: () => void };

const NOT_CONFIGURED: StripeJs = { status: 'not-configured' };
const IDLE: StripeLoadState<Stripe> = { status: 'idle' };

/**
 * Stripe.js for the screens that take a card: loads the script named by `/config` once (only
 * when a screen that needs it mounts) and gives `window.Stripe(publishable_key)`. Without online
 * billing it answers `not-configured` and loads nothing.
 */
export function useStripeJs(enabled = true): StripeJs {
  const { billing } = useAppConfig();
  const url = billing.configured ? billing.stripe_js_url : null;
  const key = billing.configured ? billing.publishable_key : null;
  const active = enabled && url !== null && key !== null;

  const state = useSyncExternalStore(
    loader.subscribe,
    () => (active ? loader.state(url, key) : IDLE),
    () => IDLE,
  );

  useEffect(() => {
    if (active) loader.load(url, key);
  }, [active, url, key]);

  const retry = useCallback(() => {
    if (url && key) loader.load(url, key);
  }, [url, key]);

  if (url === null || key === null) return NOT_CONFIGURED;
  if (state.status === 'failed') return { status: 'failed', message: state.message, retry };
  return state;
}
