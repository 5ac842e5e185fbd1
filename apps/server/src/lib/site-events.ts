import type { SiteEventType } from '@tessera/api-contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Something that happened on a site, told once to everyone who cares: the realtime hub (the
 * agency app updates without a reload) and webhooks (signed deliveries to the site's endpoints).
 * Areas call `emitSiteEvent(app, …)` after the change is stored; listeners never make the
 * caller fail.
 */
export type SiteEvent =
  | {
      type: 'form.submitted';
      agencyId: number;
      landingId: number;
      contact: {
        id: number;
        form_id: number | null;
        form_name: string | null;
        page_id: number | null;
        element_id: string;
        fields: Record<string, string | boolean>;
        created_at: string;
      };
    }
  | {
      type: 'page.published';
      agencyId: number;
      landingId: number;
      page: { id: number; published_at: string };
    }
  | {
      type: 'order.paid';
      agencyId: number;
      landingId: number;
      order: {
        id: number;
        number: string;
        email: string | null;
        name: string | null;
        contact_id: number | null;
        page_id: number | null;
        lines: Array<{ product_id: number | null; name: string; quantity: number; unit_amount: number }>;
        coupon_code: string | null;
        total: number;
        currency: string;
        paid_at: string;
      };
    }
  | {
      type: 'subscription.canceled';
      agencyId: number;
      landingId: number;
      subscription: {
        id: number;
        product_id: number | null;
        product_name: string;
        email: string | null;
        canceled_at: string;
      };
    };

export type SiteEventListener = (event: SiteEvent) => Promise<void>;

/** The realtime note each event becomes: its name in the app, and the ids it names. */
export function realtimeNoteOf(event: SiteEvent): { event: SiteEventType; ids: Record<string, number> } {
  switch (event.type) {
    case 'form.submitted':
      return {
        event: 'contact.created',
        ids: {
          contact_id: event.contact.id,
          ...(event.contact.form_id === null ? {} : { form_id: event.contact.form_id }),
        },
      };
    case 'page.published':
      return { event: 'page.published', ids: { page_id: event.page.id } };
    case 'order.paid':
      return { event: 'order.paid', ids: { order_id: event.order.id } };
    case 'subscription.canceled':
      return { event: 'subscription.canceled', ids: { subscription_id: event.subscription.id } };
  }
}

export class SiteEvents {
  readonly #listeners: Array<{ name: string; listener: SiteEventListener }> = [];
  readonly #log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  on(name: string, listener: SiteEventListener): void {
    this.#listeners.push({ name, listener });
  }

  /** Tells every listener; one that fails is logged and the others still run. */
  async emit(event: SiteEvent): Promise<void> {
    await Promise.all(
      this.#listeners.map(async ({ name, listener }) => {
        try {
          await listener(event);
        } catch (error) {
          this.#log.error(
            { err: error, event: event.type, landingId: event.landingId, listener: name },
            'site event listener failed',
          );
        }
      }),
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Site events (form submissions, page publishes) and who listens to them. */
    siteEvents: SiteEvents;
  }
}

/** The one call other areas make when something happened on a site. */
export function emitSiteEvent(app: FastifyInstance, event: SiteEvent): Promise<void> {
  return app.siteEvents.emit(event);
}
