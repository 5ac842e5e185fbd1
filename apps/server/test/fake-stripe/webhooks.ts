import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';

export type WebhookEndpoint = 'platform' | 'connect';

/** One attempt at delivering an event: `status` is the receiver's answer, null when none came. */
export interface FakeStripeDelivery {
  /** Which endpoint it went to: the platform's own, or the Connect one (connected accounts' events). */
  endpoint: WebhookEndpoint;
  eventId: string;
  type: string;
  url: string;
  attempt: number;
  status: number | null;
  error: string | null;
}

/** `t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`, the header `stripe.webhooks.constructEvent` checks. */
export function signPayload(secret: string, payload: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const ATTEMPTS = 4;
const FIRST_BACKOFF_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers events to one endpoint (each has its own signing secret, as Stripe gives a Connect
 * endpoint a secret of its own), one at a time in creation order: an event is retried (short
 * growing pauses, four attempts in all) until the receiver answers 2xx before the next is sent.
 */
export class WebhookQueue {
  target: string | null = null;
  private readonly queue: Array<{ event: Stripe.Event; url: string }> = [];
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly secret: string,
    private readonly endpoint: WebhookEndpoint,
    /** Shared by the endpoints, so attempts read in the order they happened. */
    readonly deliveries: FakeStripeDelivery[],
  ) {}

  enqueue(event: Stripe.Event): void {
    if (this.target === null || this.closed) return;
    this.queue.push({ event, url: this.target });
    this.kick();
  }

  private kick(): void {
    if (this.running || this.queue.length === 0 || this.closed) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      // An event queued while the last one was finishing starts the next run.
      this.kick();
    });
  }

  async waitForDeliveries(): Promise<void> {
    while (this.running) await this.running;
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
  }

  private async drain(): Promise<void> {
    // Lets the request that made the events finish first, so each payload shows its final state.
    await sleep(0);
    for (let next = this.queue.shift(); next && !this.closed; next = this.queue.shift()) {
      await this.deliver(next.event, next.url);
    }
  }

  private async deliver(event: Stripe.Event, url: string): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= ATTEMPTS && !this.closed; attempt += 1) {
      const record: FakeStripeDelivery = {
        endpoint: this.endpoint,
        eventId: event.id,
        type: event.type,
        url,
        attempt,
        status: null,
        error: null,
      };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            // Signed with the wall clock: the receiver checks the timestamp against its own.
            'stripe-signature': signPayload(this.secret, payload, Math.floor(Date.now() / 1000)),
          },
          body: payload,
          signal: AbortSignal.timeout(5000),
        });
        await response.arrayBuffer();
        record.status = response.status;
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error);
      }
      this.deliveries.push(record);
      if (record.status !== null && record.status >= 200 && record.status < 300) return;
      if (attempt < ATTEMPTS) await sleep(FIRST_BACKOFF_MS * 2 ** (attempt - 1));
    }
  }
}
