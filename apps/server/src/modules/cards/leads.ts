import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cardContacts, cards } from '../../db/schema/cards.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { OutboundPolicy } from '../../lib/outbound.ts';
import type { SiteEvents } from '../../lib/site-events.ts';
import { deliverLead } from './integrations.ts';
import { cardContent } from './service.ts';
import type { CardCounters } from './stats.ts';
import type { CardUrls } from './urls.ts';

export interface CardLeadDeps {
  db: Database;
  mail: Pick<MailQueue, 'send'>;
  secretKey: string;
  outbound: OutboundPolicy;
  counters: CardCounters;
  siteEvents: SiteEvents;
  urls: CardUrls;
  log: FastifyBaseLogger;
}

/**
 * Tells everyone who follows a card's leads about one, exactly once: the lead count of its
 * analytics, the card's integrations (webhooks, alert mail through the mail queue) and, for a
 * card linked to a website, that site's webhooks and live contacts. A new lead is told at once;
 * one held as spam only when someone marks it "Not spam". Answers whether it told.
 */
export async function announceCardLead(deps: CardLeadDeps, contactId: number): Promise<boolean> {
  const [claimed] = await deps.db
    .update(cardContacts)
    .set({ announced: true })
    .where(
      and(eq(cardContacts.id, contactId), eq(cardContacts.announced, false), isNull(cardContacts.spamReason)),
    )
    .returning();
  if (!claimed) return false;
  const [card] = await deps.db.select().from(cards).where(eq(cards.id, claimed.cardId));
  if (!card) return false;
  deps.counters.bump(card.id, 'lead');
  const contact = { id: claimed.id, fields: claimed.data, created_at: claimed.createdAt.toISOString() };
  // Deliveries run after the answer: the visitor never waits on someone else's server.
  void deliverLead(
    { db: deps.db, mail: deps.mail, secretKey: deps.secretKey, log: deps.log, outbound: deps.outbound },
    {
      card: { id: card.id, name: card.name, agencyId: card.agencyId, url: deps.urls.canonical(card) },
      contact,
      integrationIds: cardContent(card).options.Integrations,
    },
  );
  if (card.landingId !== null) {
    // A card linked to a site hands its leads to that site's webhooks and live contact list too,
    // as a form submission with no form or page.
    void deps.siteEvents
      .emit({
        type: 'form.submitted',
        agencyId: card.agencyId,
        landingId: card.landingId,
        contact: {
          id: contact.id,
          form_id: null,
          form_name: `Business card: ${card.name}`,
          page_id: null,
          element_id: `card-${card.id}`,
          fields: contact.fields,
          created_at: contact.created_at,
        },
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'card lead site event failed'));
  }
  return true;
}
