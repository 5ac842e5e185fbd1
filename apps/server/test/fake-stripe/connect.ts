import type Stripe from 'stripe';
import type { Connected, ConnectedAccounts, Fake, OnboardingLink } from './context.ts';
import { accountInvalid } from './errors.ts';
import { type EventSink, Events } from './events.ts';
import { type Clock, Store } from './store.ts';

/**
 * The platform and its connected accounts. Each account has a Store of its own, so every object
 * family is kept per account without the handlers knowing: a call runs against the state its
 * `Stripe-Account` header selects, and an object of another account is simply not there (404).
 */

export class Connect implements ConnectedAccounts {
  readonly platform: Fake;
  readonly accounts = new Map<string, Connected>();
  /** Account Links by the token in their URL. */
  readonly links = new Map<string, OnboardingLink>();

  constructor(
    private readonly clock: Clock,
    private readonly sink: EventSink,
  ) {
    this.platform = this.state(null);
  }

  private state(account: string | null): Fake {
    const store = new Store(this.clock);
    return {
      store,
      events: new Events(store, this.sink, account),
      // Accounts are made through the API, so after the server listens and the origin is known.
      baseUrl: this.platform?.baseUrl ?? '',
      account,
      connect: this,
    };
  }

  /** Registers a new connected account with an empty state of its own. */
  open(account: Stripe.Account): Connected {
    const connected = { account, fake: this.state(account.id), deauthorized: false };
    this.accounts.set(account.id, connected);
    return connected;
  }

  /** A connected account the platform still reaches; Stripe's 403 otherwise. */
  connected(id: string, key?: string): Connected {
    const connected = this.accounts.get(id);
    if (!connected || connected.deauthorized) throw accountInvalid(id, key);
    return connected;
  }

  /** The state a call works on: the platform's, or the account its `Stripe-Account` names. */
  select(header: string | null, key: string): Fake {
    return header === null ? this.platform : this.connected(header, key).fake;
  }

  /** The platform's state first, then every account's (deauthorized ones too: their pages still open). */
  all(): Fake[] {
    return [this.platform, ...[...this.accounts.values()].map((entry) => entry.fake)];
  }

  /** The state holding an object, for pages and controls reached by id alone. */
  holding(has: (fake: Fake) => boolean): Fake | undefined {
    return this.all().find(has);
  }
}
