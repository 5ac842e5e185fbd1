/**
 * The server's own time, measured inside the app's process: from the moment Node hands the app a
 * request (a `request` listener put before the app's own, so a cached page answered before
 * Fastify counts as much as a routed request) until its response is finished. Each request is
 * charged to what the bench is doing when it arrives: an order (its checkout, the Connect
 * webhooks Stripe sends for it, the buyer's thank-you page) or the peer's page views.
 * The app's calls to Stripe (the SDK over node:http to the fake's port) are timed from node's
 * diagnostics channels, from the request sent to the answer's headers: time the checkout waits
 * for Stripe, not its own work.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage, Server, ServerResponse } from 'node:http';

export interface OrderTiming {
  /** Handling `POST /_commerce/checkout` (ms). */
  checkoutMs: number;
  /** Handling every Connect event delivered for this order, added up (ms). */
  webhookMs: number;
  /** Each of those deliveries' handling (ms), in the order they arrived. */
  webhookEachMs: number[];
  /** Of the above, waiting for Stripe's answers to the app's API calls (ms). */
  stripeWaitMs: number;
  /** Handling the buyer's GET of the thank-you page (ms). */
  thankYouMs: number;
  /** Requests of any other kind that arrived during the order. */
  other: number;
}

export const newOrderTiming = (): OrderTiming => ({
  checkoutMs: 0,
  webhookMs: 0,
  webhookEachMs: [],
  stripeWaitMs: 0,
  thankYouMs: 0,
  other: 0,
});

type Phase = { kind: 'order'; timing: OrderTiming } | { kind: 'peer'; times: number[] } | null;

export class ServerTimer {
  private phase: Phase = null;
  private readonly stripeCalls = new WeakMap<ClientRequest, number>();
  /** Requests that arrived while the bench was doing neither (set-up, checks). */
  unattributed = 0;

  constructor(server: Server, fakeStripePort: number) {
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const started = performance.now();
      const phase = this.phase;
      const kind = `${request.method} ${request.url?.split('?')[0]}`;
      response.once('finish', () => this.charge(phase, kind, performance.now() - started));
    });
    const stripeHost = `127.0.0.1:${fakeStripePort}`;
    subscribe('http.client.request.start', (message) => {
      const { request } = message as { request: ClientRequest };
      if (request.getHeader('host') === stripeHost) this.stripeCalls.set(request, performance.now());
    });
    subscribe('http.client.response.finish', (message) => {
      const { request } = message as { request: ClientRequest };
      const started = this.stripeCalls.get(request);
      if (started !== undefined && this.phase?.kind === 'order')
        this.phase.timing.stripeWaitMs += performance.now() - started;
    });
  }

  /** Requests from now on belong to this order, until `idle`. */
  order(timing: OrderTiming): void {
    this.phase = { kind: 'order', timing };
  }

  /** Requests from now on are the peer's page views, their times added to `times`. */
  peer(times: number[]): void {
    this.phase = { kind: 'peer', times };
  }

  idle(): void {
    this.phase = null;
  }

  private charge(phase: Phase, kind: string, ms: number): void {
    if (phase === null) {
      this.unattributed++;
      return;
    }
    if (phase.kind === 'peer') {
      if (kind.startsWith('GET ')) phase.times.push(ms);
      return;
    }
    const timing = phase.timing;
    if (kind === 'POST /_commerce/checkout') timing.checkoutMs += ms;
    else if (kind === 'POST /api/v1/stripe/connect-webhook') {
      timing.webhookMs += ms;
      timing.webhookEachMs.push(ms);
    } else if (kind.startsWith('GET ')) timing.thankYouMs += ms;
    else timing.other++;
  }
}
