import { describe, expect, it } from 'vitest';
import { createStripeLoader, type ScriptHost, STRIPE_LOAD_FAILED } from './stripeLoader.ts';

const URL_A = 'https://stripe.test/v3/';
const KEY = 'pk_test_123';

/** A page that records scripts and lets the test decide when each loads, fails or times out. */
function fakePage({ defined = true }: { defined?: boolean } = {}) {
  const scripts: Array<{ url: string; done: (ok: boolean) => void; removed: boolean }> = [];
  const timers: Array<{ run: () => void; cancelled: boolean }> = [];
  const made: string[] = [];
  let stripeDefined = defined;
  const host: ScriptHost<{ key: string }> = {
    addScript(url, done) {
      const script = { url, done, removed: false };
      scripts.push(script);
      return () => {
        script.removed = true;
      };
    },
    construct(key) {
      if (!stripeDefined) return null;
      made.push(key);
      return { key };
    },
    setTimer(run) {
      const timer = { run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  return {
    host,
    scripts,
    timers,
    made,
    define: () => {
      stripeDefined = true;
    },
  };
}

describe('createStripeLoader', () => {
  it('is idle until asked, adds one script, and is ready with Stripe(key) once it loads', () => {
    const page = fakePage();
    const loader = createStripeLoader(page.host);
    expect(loader.state(URL_A, KEY)).toEqual({ status: 'idle' });

    loader.load(URL_A, KEY);
    expect(loader.state(URL_A, KEY)).toEqual({ status: 'loading' });
    expect(page.scripts).toHaveLength(1);

    page.scripts[0]!.done(true);
    expect(loader.state(URL_A, KEY)).toEqual({ status: 'ready', stripe: { key: KEY } });
    expect(page.timers[0]!.cancelled).toBe(true);
  });

  it('adds the script once however many screens ask, and makes one Stripe object per key', () => {
    const page = fakePage();
    const loader = createStripeLoader(page.host);
    loader.load(URL_A, KEY);
    loader.load(URL_A, KEY);
    expect(page.scripts).toHaveLength(1);
    page.scripts[0]!.done(true);
    loader.load(URL_A, KEY);
    loader.load(URL_A, KEY);
    expect(page.scripts).toHaveLength(1);
    expect(page.made).toEqual([KEY]);
    // The same object every time: React's external store needs a stable answer.
    expect(loader.state(URL_A, KEY)).toBe(loader.state(URL_A, KEY));
  });

  it('reports a script that fails, takes it out, and a retry adds a fresh one', () => {
    const page = fakePage();
    const loader = createStripeLoader(page.host);
    loader.load(URL_A, KEY);
    page.scripts[0]!.done(false);
    expect(loader.state(URL_A, KEY)).toEqual({ status: 'failed', message: STRIPE_LOAD_FAILED });
    expect(page.scripts[0]!.removed).toBe(true);

    loader.load(URL_A, KEY);
    expect(loader.state(URL_A, KEY)).toEqual({ status: 'loading' });
    expect(page.scripts).toHaveLength(2);
    page.scripts[1]!.done(true);
    expect(loader.state(URL_A, KEY).status).toBe('ready');
  });

  it('gives up on a script that neither loads nor fails within the timeout; its late answer is ignored', () => {
    const page = fakePage();
    const loader = createStripeLoader(page.host, 1000);
    loader.load(URL_A, KEY);
    page.timers[0]!.run();
    expect(loader.state(URL_A, KEY).status).toBe('failed');
    expect(page.scripts[0]!.removed).toBe(true);
    page.scripts[0]!.done(true);
    expect(loader.state(URL_A, KEY).status).toBe('failed');
  });

  it('fails when the script defines no Stripe, and tries the object again on retry', () => {
    const page = fakePage({ defined: false });
    const loader = createStripeLoader(page.host);
    loader.load(URL_A, KEY);
    page.scripts[0]!.done(true);
    expect(loader.state(URL_A, KEY)).toEqual({ status: 'failed', message: STRIPE_LOAD_FAILED });
    page.define();
    loader.load(URL_A, KEY);
    expect(loader.state(URL_A, KEY)).toEqual({ status: 'ready', stripe: { key: KEY } });
    expect(page.scripts).toHaveLength(1);
  });

  it('tells subscribers about every change', () => {
    const page = fakePage();
    const loader = createStripeLoader(page.host);
    const seen: string[] = [];
    const stop = loader.subscribe(() => seen.push(loader.state(URL_A, KEY).status));
    loader.load(URL_A, KEY);
    page.scripts[0]!.done(true);
    stop();
    loader.load(URL_A, 'pk_other');
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('answers at once for a script the page already has', () => {
    const page = fakePage();
    const host: ScriptHost<{ key: string }> = {
      ...page.host,
      addScript: (_url, done) => {
        done(true);
        return () => {};
      },
    };
    const loader = createStripeLoader(host);
    loader.load(URL_A, KEY);
    expect(loader.state(URL_A, KEY).status).toBe('ready');
    expect(page.timers).toHaveLength(0);
  });
});
