import type Stripe from 'stripe';
import type { Events } from './events.ts';
import type { Params } from './params.ts';
import { expandsOf, present } from './render.ts';
import type { Store } from './store.ts';

/**
 * What every handler works with: one account's state and events (the platform's, or the
 * connected account a `Stripe-Account` header names), and where the fake is reached.
 */
export interface Fake {
  store: Store;
  events: Events;
  /** `http://127.0.0.1:PORT`, for the URLs objects carry (hosted invoice pages). */
  baseUrl: string;
  /** The connected account this state is; null for the platform. */
  account: string | null;
  /** The platform and all its connected accounts. */
  connect: ConnectedAccounts;
}

/** One API call as a handler sees it. */
export interface Call {
  fake: Fake;
  params: Params;
  /** The `:name` parts of the route's path. */
  path: Record<string, string>;
  /** Which key the caller used: publishable keys reach only what Stripe.js may call. */
  key: 'secret' | 'publishable';
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** `/v1/customers/:id`. */
  path: string;
  /** Whether a publishable key (Stripe.js) may call it. */
  publishable?: boolean;
  handle(call: Call): object;
}

/** Stripe's decimal strings (`"1000"`): the SDK turns them into its Decimal on the way in. */
export function decimal(value: number): Stripe.Decimal {
  // The wire carries a string; the SDK's type is what it makes of it, so one cast here.
  return String(value) as unknown as Stripe.Decimal;
}

/** A retrieve call: the object the path names, with `expand` its only parameter. */
export function retrieve(get: (store: Store, id: string) => object) {
  return ({ fake, params, path }: Call): object => {
    params.only(['expand']);
    return present(fake.store, get(fake.store, path.id!), expandsOf(params));
  };
}

export interface Connected {
  account: Stripe.Account;
  /** The account's own objects and events. */
  fake: Fake;
  /** Set once the account left the platform: its header is refused from then on. */
  deauthorized: boolean;
}

export interface OnboardingLink {
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  /** `new` until opened; `visited` while the page is open; `done` once submitted or left. */
  state: 'new' | 'visited' | 'done';
}

/**
 * The platform's connected accounts as handlers reach them (`Connect` in connect.ts keeps them):
 * declared here so that the state and the registry do not import each other.
 */
export interface ConnectedAccounts {
  readonly platform: Fake;
  readonly accounts: Map<string, Connected>;
  /** Account Links by the token in their URL. */
  readonly links: Map<string, OnboardingLink>;
  open(account: Stripe.Account): Connected;
  connected(id: string, key?: string): Connected;
  select(header: string | null, key: string): Fake;
  all(): Fake[];
  holding(has: (fake: Fake) => boolean): Fake | undefined;
}
