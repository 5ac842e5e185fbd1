/**
 * The event stream: real billing traffic on the generating app, recorded by the fake Stripe.
 *
 * An admin makes plans and prices (mirrored in Stripe) and coupons are made in Stripe; guests
 * order agency plans (some with trials, some with coupons, a few after a declined card, a few
 * one-time); then a random walk over the buyers subscribes app and reseller plans, changes plans,
 * cancels at period end, resumes, renews (`renewSubscription`; some renewals after the owner made
 * a failing card the default, paid later when a good card is added), and lets the admin end
 * subscriptions at once — until the fake has recorded the events asked for.
 *
 * Time moves as on a busy platform: the fake's clock (`startFakeStripe({ now })`, the bench's
 * `clock`) moves on by up to ten minutes between steps (one step in ten stays in the same second),
 * and a renewal moves it to the period's end. So one API call's events share a second, as
 * Stripe's do, and the events of different steps are told apart by their seconds.
 *
 * The fake has no webhook target: its events are only recorded. After each step the bench hands
 * the new ones to the generating app itself, signed, in creation order (Stripe's delivery, after
 * the API answered), because that app acts on what it learnt from them: a new card pays only the
 * invoices it knows are open. So the generating app holds what production would: the API's direct
 * answers and the webhooks that followed.
 */
import type { FakeStripe } from '@tessera/server/testing/fake-stripe';
import Stripe from 'stripe';
import { type Answer, type App, api, deliver, type Refusals } from './app.ts';

const GOOD_CARD = '4242424242424242';
/** Attaches, then every charge is declined (Stripe's test card). */
const FAILING_CARD = '4000000000000341';
const PASSWORD = 'correct horse battery';

export interface Buyer {
  email: string;
  agencyId: number;
  ownerId: number;
  token: string;
  customer: string;
  /** Bought once (`/order-onetime`): no subscription to walk. */
  oneTime: boolean;
  /** The default card fails every charge (until a good card is added). */
  failing: boolean;
}

interface Plan {
  id: number;
  name: string;
  type: 'agency' | 'app' | 'reseller';
  prices: number[];
}

export interface Generated {
  buyers: Buyer[];
  /** What the walk did, by kind. */
  actions: Map<string, number>;
  /** Webhook answers the generating app gave that were not 200. */
  refused: Refusals;
}

/** A small seeded generator (mulberry32): the same seed makes the same stream of actions. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generate(
  app: App,
  fake: FakeStripe,
  options: {
    events: number;
    orders: number;
    seed: number;
    adminEmail: string;
    adminPassword: string;
    /** The fake's clock (ms since the epoch): the bench moves it. */
    clock: { ms: number };
  },
): Promise<Generated> {
  const { clock } = options;
  const rng = random(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
  const base = { host: '127.0.0.1', port: fake.port, protocol: 'http' as const };
  const stripe = new Stripe(fake.secretKey, base);
  // What Stripe.js does in the buyer's browser with the publishable key.
  const browser = new Stripe(fake.publishableKey, base);
  const actions = new Map<string, number>();
  const refused: Refusals = new Map();
  const buyers: Buyer[] = [];
  let serial = 0;
  const key = (what: string) => `bench-${what}-${(serial++).toString(36)}-${Math.floor(rng() * 1e9)}`;
  let delivered = 0;

  const expect = (answer: Answer, status: number, what: string): Answer => {
    if (answer.status !== status)
      throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.body.slice(0, 400)}`);
    return answer;
  };
  /** Stripe's deliveries of what the last step made, in creation order. */
  const forward = async () => {
    const events = fake.events();
    for (; delivered < events.length; delivered++) {
      await deliver(app, fake, events[delivered]!, refused);
    }
  };
  const did = (what: string) => actions.set(what, (actions.get(what) ?? 0) + 1);
  /** Stripe's period ends: the fake moves its time to the period's end, and the bench's clock follows. */
  const renew = (id: string) => {
    fake.renewSubscription(id);
    const last = fake.events().at(-1);
    if (last) clock.ms = Math.max(clock.ms, last.created * 1000);
  };
  const card = async (number = GOOD_CARD) =>
    (
      await browser.paymentMethods.create({
        type: 'card',
        card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
      })
    ).id;

  const login = await api(app, 'POST', '/login', null, {
    email: options.adminEmail,
    password: options.adminPassword,
  });
  const admin = expect(login, 200, 'admin login').json().access_token as string;

  // The catalogue: plans and prices made by the admin (each mirrored as a Stripe Product/Price).
  async function plan(
    body: Record<string, unknown>,
    prices: Array<{ amount: number; interval: string }>,
  ): Promise<Plan> {
    const made = expect(await api(app, 'POST', '/plans', admin, body), 201, 'create plan').json().data;
    const ids: number[] = [];
    for (const price of prices) {
      const answer = await api(app, 'POST', '/prices', admin, {
        plan_id: made.id,
        currency: 'usd',
        ...price,
      });
      ids.push(expect(answer, 201, 'create price').json().data.id);
    }
    return { id: made.id, name: made.name, type: body.type as Plan['type'], prices: ids };
  }
  const agencyPlans = [
    await plan({ name: 'bench-starter', title: 'Starter', type: 'agency' }, [
      { amount: 1900, interval: 'Monthly' },
    ]),
    await plan({ name: 'bench-growth', title: 'Growth', type: 'agency', trial_days: 14 }, [
      { amount: 4900, interval: 'Monthly' },
    ]),
    await plan({ name: 'bench-pro', title: 'Pro', type: 'agency' }, [
      { amount: 9900, interval: 'Monthly' },
      { amount: 2900, interval: 'Weekly' },
    ]),
  ];
  const lifetime = await plan({ name: 'bench-lifetime', title: 'Lifetime', type: 'agency' }, [
    { amount: 49900, interval: 'Once' },
  ]);
  const appPlans = [
    await plan(
      {
        name: 'bench-podcast',
        title: 'Podcast',
        type: 'app',
        premium_apps: ['podcast'],
        premium_elements: ['podcast-gallery', 'youtube-gallery'],
      },
      [{ amount: 900, interval: 'Monthly' }],
    ),
    await plan(
      { name: 'bench-blog', title: 'Blog', type: 'app', premium_apps: ['blog'], premium_elements: ['blog'] },
      [{ amount: 700, interval: 'Monthly' }],
    ),
    await plan(
      {
        name: 'bench-commerce',
        title: 'Commerce',
        type: 'app',
        premium_apps: ['commerce'],
        premium_elements: ['coupon', 'order-summary', 'payment-link'],
      },
      [{ amount: 1500, interval: 'Monthly' }],
    ),
  ];
  const resellerPlan = await plan(
    { name: 'bench-reseller', title: 'Reseller', type: 'reseller', trial_days: 7 },
    [{ amount: 19900, interval: 'Monthly' }],
  );
  const planById = new Map([...agencyPlans, ...appPlans, resellerPlan, lifetime].map((p) => [p.id, p]));

  // Coupons and their codes, made in Stripe's dashboard (here: its API).
  const codes: string[] = [];
  for (const [spec, code] of [
    [{ percent_off: 25, duration: 'repeating', duration_in_months: 3 }, 'BENCH25'],
    [{ amount_off: 1000, currency: 'usd', duration: 'once' }, 'BENCHTEN'],
    [{ percent_off: 50, duration: 'forever' }, 'BENCHHALF'],
  ] as const) {
    const coupon = await stripe.coupons.create(spec as Stripe.CouponCreateParams);
    await stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code });
    codes.push(code);
  }
  await forward();

  /** A guest orders: a new agency and owner, signed in by the answer. */
  async function order(): Promise<void> {
    const n = buyers.length + 1;
    const email = `buyer-${n}@bench.test`;
    const oneTime = n % 20 === 7;
    // A declined card shows only when the order charges at once: no trial then.
    const declineFirst = n % 15 === 4;
    const chosen = oneTime ? lifetime : declineFirst ? agencyPlans[0]! : pick(agencyPlans);
    const body: Record<string, unknown> = {
      price_id: pick(chosen.prices),
      name: `Buyer ${n}`,
      agency_name: `Bench agency ${n}`,
      email,
      password: PASSWORD,
      idempotency_key: key('order'),
      ...(rng() < 0.3 ? { coupon: pick(codes) } : {}),
    };
    // Each buyer comes from an address of their own (the order route is limited per address).
    const ip = `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const url = oneTime ? '/order-onetime' : '/order';
    if (declineFirst) {
      const declined = await api(
        app,
        'POST',
        url,
        null,
        { ...body, payment_method: await card(FAILING_CARD) },
        ip,
      );
      expect(declined, 422, 'declined order');
      did('order declined, then retried');
      body.idempotency_key = key('order');
    }
    const answer = await api(app, 'POST', url, null, { ...body, payment_method: await card() }, ip);
    const token = expect(answer, 200, 'order').json().data.login.access_token as string;
    const overview = expect(await api(app, 'GET', '/subscriptions/current', token), 200, 'overview').json()
      .data;
    const customers = await stripe.customers.list({ email, limit: 1 });
    buyers.push({
      email,
      agencyId: overview.agency.id,
      ownerId: overview.agency.owner_id,
      token,
      customer: customers.data[0]!.id,
      oneTime,
      failing: false,
    });
    did(oneTime ? 'one-time order' : body.coupon ? 'order with coupon' : 'order');
  }

  /** The section a subscription is held in, as the API names it (`agency`, `reseller`, `app-{plan}`). */
  const targetOf = (subscription: Stripe.Subscription) => {
    const held = planById.get(Number(subscription.metadata?.tessera_plan_id));
    return held?.type === 'app' ? `app-${held.name}` : (held?.type ?? 'agency');
  };
  const live = (subscription: Stripe.Subscription) =>
    ['active', 'trialing', 'past_due'].includes(subscription.status);

  async function subscribeTo(buyer: Buyer, chosen: Plan, what: string): Promise<void> {
    const section = chosen.type === 'app' ? `app-${chosen.name}` : chosen.type;
    const coupon = chosen.type === 'app' && rng() < 0.25 ? `&coupon=${pick(codes)}` : '';
    const answer = await api(
      app,
      'POST',
      `/subscriptions/${chosen.name}?section=${section}${coupon}`,
      buyer.token,
      {
        price_id: pick(chosen.prices),
        idempotency_key: key('subscribe'),
      },
    );
    expect(answer, 200, what);
    did(what);
  }

  /** One step of the walk for a buyer: what Stripe says they hold decides what they may do. */
  async function step(buyer: Buyer): Promise<void> {
    const held = (await stripe.subscriptions.list({ customer: buyer.customer, status: 'all', limit: 100 }))
      .data;
    const current = held.filter(live);
    const choices: Array<[number, () => Promise<void>]> = [];
    const cancel = (subscription: Stripe.Subscription, atOnce: boolean) => async () => {
      const query = atOnce ? '?at_period_end=false' : '';
      const url = `/subscriptions/${buyer.ownerId}/${targetOf(subscription)}/cancel${query}`;
      expect(await api(app, 'DELETE', url, atOnce ? admin : buyer.token), 200, 'cancel');
      did(atOnce ? 'admin ends at once' : 'cancel at period end');
    };
    if (buyer.failing) {
      choices.push([
        3,
        async () => {
          const answer = await api(app, 'POST', '/payment-methods', buyer.token, {
            payment_method: await card(),
            make_default: true,
          });
          expect(answer, 200, 'good card');
          buyer.failing = false;
          did('good card added (pays what is overdue)');
        },
      ]);
      for (const subscription of current) choices.push([0.5, cancel(subscription, true)]);
    } else {
      for (const subscription of current) {
        const target = targetOf(subscription);
        if (subscription.status === 'past_due') continue;
        choices.push([
          2,
          async () => {
            renew(subscription.id);
            did(subscription.cancel_at_period_end ? 'period ends (was canceled)' : 'renewal');
          },
        ]);
        if (subscription.cancel_at_period_end)
          choices.push([
            1,
            async () => {
              const answer = await api(app, 'POST', '/subscriptions/resume', buyer.token, {
                user: buyer.ownerId,
                plan_type: target,
              });
              expect(answer, 200, 'resume');
              did('resume');
            },
          ]);
        else choices.push([1, cancel(subscription, false)]);
        choices.push([0.4, cancel(subscription, true)]);
        if (target === 'agency' && !subscription.cancel_at_period_end) {
          const planId = Number(subscription.metadata?.tessera_plan_id);
          const others = agencyPlans.filter((other) => other.id !== planId);
          choices.push([1.5, () => subscribeTo(buyer, pick(others), 'plan change (prorated)')]);
          choices.push([
            1,
            async () => {
              const answer = await api(app, 'POST', '/payment-methods', buyer.token, {
                payment_method: await card(FAILING_CARD),
                make_default: true,
              });
              expect(answer, 200, 'failing card');
              buyer.failing = true;
              renew(subscription.id);
              did('renewal with a failing card');
            },
          ]);
        }
      }
      const holds = (target: string) => current.some((subscription) => targetOf(subscription) === target);
      if (!holds('agency')) choices.push([2, () => subscribeTo(buyer, pick(agencyPlans), 'subscribe again')]);
      for (const appPlan of appPlans)
        if (!holds(`app-${appPlan.name}`)) choices.push([0.6, () => subscribeTo(buyer, appPlan, 'app plan')]);
      if (!holds('reseller')) choices.push([0.3, () => subscribeTo(buyer, resellerPlan, 'reseller plan')]);
    }
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let roll = rng() * total;
    for (const [weight, run] of choices) {
      roll -= weight;
      if (roll < 0) {
        await run();
        return;
      }
    }
  }

  while (fake.events().length < options.events) {
    if (rng() >= 0.1) clock.ms += 1000 + Math.floor(rng() * 600_000);
    const walking = buyers.filter((buyer) => !buyer.oneTime);
    if (buyers.length < options.orders && (walking.length < 20 || rng() < 0.35)) await order();
    else await step(pick(walking));
    await forward();
  }
  return { buyers, actions, refused };
}
