import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema/contacts.ts';
import { appUrl, whitelabelOfAgency } from '../../lib/app-url.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import type { SiteEvents } from '../../lib/site-events.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { formRecord } from '../forms/lookup.ts';
import { sitesByIds } from '../landings/lookup.ts';
import { pageNamesByIds } from '../pages/lookup.ts';
import { agencyOwners } from '../users/store.ts';
import { leadAlertMail } from './alerts.ts';
import { contactOf, fieldsFor } from './service.ts';
import { contactName, labelledEntries } from './values.ts';

export interface ContactAnnouncerDeps {
  db: Database;
  siteEvents: SiteEvents;
  mail: MailQueue;
  origins: SiteOrigins;
  log: FastifyBaseLogger;
}

/** The agency app's address of a contact: its site's contacts with the contact open. */
export function contactPath(landingId: number, contactId: number): string {
  return `/agency/websites/${landingId}/contacts?contact=${contactId}`;
}

/**
 * Tells everyone who follows a site's leads about one, exactly once: its webhooks and open agency
 * screens (the `form.submitted` site event) and the alert list of its form (queued mail). A new
 * lead is told at once; a lead held as spam only when someone marks it "Not spam". The flag is
 * claimed in one statement, so two restores at once cannot both tell. Answers whether it told.
 */
export async function announceContact(deps: ContactAnnouncerDeps, contactId: number): Promise<boolean> {
  const [claimed] = await deps.db
    .update(formSubmissions)
    .set({ announced: true })
    .where(
      and(
        eq(formSubmissions.id, contactId),
        eq(formSubmissions.announced, false),
        isNull(formSubmissions.spamReason),
      ),
    )
    .returning({ landingId: formSubmissions.landingId, agencyId: formSubmissions.agencyId });
  if (!claimed) return false;
  const row = await contactOf(deps.db, claimed.landingId, contactId);
  await deps.siteEvents.emit({
    type: 'form.submitted',
    agencyId: claimed.agencyId,
    landingId: claimed.landingId,
    contact: {
      id: row.id,
      form_id: row.formId,
      form_name: row.formName,
      page_id: row.pageId,
      element_id: row.elementId,
      fields: row.data,
      created_at: row.createdAt.toISOString(),
    },
  });
  // The lead is stored and told; a failure to queue its mail must not undo that.
  try {
    await queueLeadAlerts(deps, row, claimed.agencyId);
  } catch (error) {
    deps.log.error({ err: error, contactId }, 'lead alert could not be queued');
  }
  return true;
}

/**
 * One message per recipient of the form's alert list (the agency owner unless the form names
 * others; nobody when it names none), each through the mail queue.
 */
async function queueLeadAlerts(
  deps: ContactAnnouncerDeps,
  row: Awaited<ReturnType<typeof contactOf>>,
  agencyId: number,
): Promise<void> {
  const { db } = deps;
  const form = row.formId === null ? null : await formRecord(db, row.formId);
  const [site] = await sitesByIds(db, [row.landingId]);
  if (site?.agencyId !== agencyId) return;
  // The app the alert links into: the agency's own white label.
  const whitelabel = await whitelabelOfAgency(db, agencyId);
  if (!whitelabel) return;
  const recipients = form?.notifyEmails ?? (await ownerEmails(db, agencyId));
  if (recipients.length === 0) return;

  const page = row.pageId === null ? undefined : (await pageNamesByIds(db, [row.pageId])).get(row.pageId);
  const siteOrigin = deps.origins.canonical(site);
  const alert = {
    siteTitle: site.title,
    formName: row.formName,
    page: page ? { name: page.name, url: `${siteOrigin}/${page.isHome ? '' : page.uniqueName}` } : null,
    contactName: contactName(row.data),
    entries: labelledEntries(await fieldsFor(db, row), row.data),
    contactUrl: appUrl(deps.origins, whitelabel, contactPath(row.landingId, row.id)),
    receivedAt: row.createdAt,
  };
  for (const to of recipients) await deps.mail.send(leadAlertMail(to, alert));
}

/** The agency owner's address (the first owner, should an agency ever have several). */
async function ownerEmails(db: Database, agencyId: number): Promise<string[]> {
  const owner = (await agencyOwners(db, [agencyId])).get(agencyId);
  return owner ? [owner.email] : [];
}
