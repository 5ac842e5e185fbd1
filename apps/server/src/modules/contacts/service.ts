import {
  type ContactDetail,
  type ContactExportQuery,
  type ContactListQuery,
  type ContactSummary,
  type InboxExportQuery,
  type InboxListQuery,
  SPAM_REASON_LABELS,
  type SpamReason,
} from '@tessera/api-contract';
import { type FormField, findElement } from '@tessera/document';
import { elementRegistry, loadStoredDocument } from '@tessera/elements';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema/contacts.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { type ListPage, likePattern, listTotal, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { formFieldsOfSites, formNamesByIds, formRecord } from '../forms/lookup.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { sitesByIds, siteTitlePositions } from '../landings/lookup.ts';
import { pageNamesByIds, pagePublishedDocument } from '../pages/lookup.ts';
import { landingIdsGranting } from '../users/store.ts';
import { CSV_BOM, csvRow } from './csv.ts';
import {
  type ContactFields,
  contactEmail,
  contactName,
  contactPhone,
  humanizeFieldName,
  labelledEntries,
} from './values.ts';

export const CONTACT_NOT_FOUND = 'Contact not found.';
/** Rows read per query while exporting: the export streams, however many contacts there are. */
const EXPORT_BATCH = 500;

const listColumns = {
  id: formSubmissions.id,
  landingId: formSubmissions.landingId,
  formId: formSubmissions.formId,
  pageId: formSubmissions.pageId,
  elementId: formSubmissions.elementId,
  data: formSubmissions.data,
  spamReason: formSubmissions.spamReason,
  createdAt: formSubmissions.createdAt,
};

export type ContactRow = {
  id: number;
  landingId: number;
  landingTitle: string;
  formId: number | null;
  formName: string | null;
  pageId: number | null;
  pageName: string | null;
  elementId: string;
  data: ContactFields;
  spamReason: SpamReason | null;
  createdAt: Date;
};

/** A contact as stored, before its site's title, its page's and its form record's names are added. */
type StoredContact = Omit<ContactRow, 'landingTitle' | 'pageName' | 'formName'>;

/**
 * Contacts with their site's title, their page's name and their form record's name (null for
 * none: never filed, or deleted), read from the owning areas for the whole batch at once.
 */
async function withNames(db: Database, rows: StoredContact[]): Promise<ContactRow[]> {
  if (rows.length === 0) return [];
  const [sites, pageNames, formNames] = await Promise.all([
    sitesByIds(
      db,
      rows.map((row) => row.landingId),
    ),
    pageNamesByIds(
      db,
      rows.flatMap((row) => (row.pageId === null ? [] : [row.pageId])),
    ),
    formNamesByIds(
      db,
      rows.flatMap((row) => (row.formId === null ? [] : [row.formId])),
    ),
  ]);
  const titles = new Map(sites.map((site) => [site.id, site.title]));
  return rows.map((row) => ({
    ...row,
    // A contact's site always exists: its contacts are deleted with it.
    landingTitle: titles.get(row.landingId) ?? '',
    pageName: row.pageId === null ? null : (pageNames.get(row.pageId)?.name ?? null),
    formName: row.formId === null ? null : (formNames.get(row.formId) ?? null),
  }));
}

function toSummary(row: ContactRow): ContactSummary {
  return {
    id: row.id,
    landing_id: row.landingId,
    landing_title: row.landingTitle,
    form_id: row.formId,
    form_name: row.formName,
    page_id: row.pageId,
    page_name: row.pageName,
    name: contactName(row.data),
    email: contactEmail(row.data),
    phone: contactPhone(row.data),
    fields: row.data,
    spam_reason: row.spamReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** The filters every contact list and export shares. */
interface ContactFilters {
  form_id?: number | 'none' | undefined;
  search?: string | undefined;
  spam: boolean;
}

/**
 * The contacts of `scope` matching the filters: leads, or with `spam` only suspected spam;
 * `search` matches any value, literally.
 */
function filters(scope: SQL, query: ContactFilters): SQL {
  const conditions: SQL[] = [
    scope,
    query.spam ? isNotNull(formSubmissions.spamReason) : isNull(formSubmissions.spamReason),
  ];
  if (query.form_id === 'none') conditions.push(isNull(formSubmissions.formId));
  else if (query.form_id !== undefined) conditions.push(eq(formSubmissions.formId, query.form_id));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      sql`exists (select 1 from jsonb_each_text(${formSubmissions.data}) as entry where entry.value ilike ${pattern})`,
    );
  }
  return and(...conditions)!;
}

/** One site of the caller's agency. */
function siteScope(site: SiteRow): SQL {
  return and(eq(formSubmissions.landingId, site.id), eq(formSubmissions.agencyId, site.agencyId))!;
}

/**
 * Every site where the caller may see contacts (`manage_forms`): all of the agency's sites for
 * its owner, the assigned sites whose entry grants it for a member (SPEC §6 userLandings).
 */
async function inboxScope(db: Database, auth: AuthContext): Promise<SQL> {
  const agencyId = auth.agency?.id;
  if (agencyId === undefined) throw forbidden();
  // Every contact of the agency is of one of its sites (template sites are the platform
  // agency's), so the owner's scope needs no list of site ids: an agency of 100,000 sites would
  // send 100,000 parameters, past the 65,535 PostgreSQL takes, and its inbox is read from the
  // (agency_id, created_at, id) index.
  if (auth.user.role === 'Agency') return eq(formSubmissions.agencyId, agencyId);
  const sites = await landingIdsGranting(db, auth.user.id, 'manage_forms');
  return and(eq(formSubmissions.agencyId, agencyId), inArray(formSubmissions.landingId, sites))!;
}

/** The inbox scope, narrowed to one site when the query names one. */
async function inboxWhere(
  db: Database,
  auth: AuthContext,
  query: { landing_id?: number | undefined },
): Promise<SQL> {
  const scope = await inboxScope(db, auth);
  return query.landing_id === undefined
    ? scope
    : and(scope, eq(formSubmissions.landingId, query.landing_id))!;
}

const text = (key: string) => sql`nullif(trim(${formSubmissions.data}->>${key}), '')`;
/** Sort keys in SQL, read as `contactName` and the `email` field read them; `site` is `siteOrder`'s. */
const SORT_COLUMNS = {
  name: sql`lower(coalesce(${text('fullName')}, nullif(concat_ws(' ', ${text('firstName')}, ${text('lastName')}), ''), ${text('name')}))`,
  email: sql`lower(${text('email')})`,
} as const;

type SortKey = 'created_at' | keyof typeof SORT_COLUMNS | 'site';

/**
 * The contacts' sites in order of title (ignoring case), as a sort key: each site's position
 * among the sites of the contacts `where` picks, looked up by the contact's site.
 */
async function siteOrder(db: Database, where: SQL): Promise<SQL> {
  const sites = await db.selectDistinct({ id: formSubmissions.landingId }).from(formSubmissions).where(where);
  const positions = await siteTitlePositions(
    db,
    sites.map((site) => site.id),
  );
  return sql`(${JSON.stringify(Object.fromEntries(positions))}::jsonb ->> ${formSubmissions.landingId}::text)::int`;
}

async function ordering(db: Database, where: SQL, sort: SortKey, order: 'asc' | 'desc'): Promise<SQL[]> {
  const direction = order === 'asc' ? asc : desc;
  // The default order, read from the (landing or agency, created_at, id) indexes as it stands:
  // PostgreSQL matches an ORDER BY to an index by its NULLS order too, and created_at has none.
  if (sort === 'created_at') return [direction(formSubmissions.createdAt), direction(formSubmissions.id)];
  const column = sort === 'site' ? await siteOrder(db, where) : SORT_COLUMNS[sort];
  // Contacts without the sorted value go last either way; the newest first among equals.
  const keyword = order === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${column} ${keyword} nulls last`, desc(formSubmissions.createdAt), desc(formSubmissions.id)];
}

function selectContacts(db: Database) {
  return db.select(listColumns).from(formSubmissions);
}

async function pageOfContacts(
  db: Database,
  where: SQL,
  query: { page: number; per_page: number; sort: SortKey; order: 'asc' | 'desc' },
): Promise<ListPage<ContactSummary>> {
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, total] = await Promise.all([
    selectContacts(db)
      .where(where)
      .orderBy(...(await ordering(db, where, query.sort, query.order)))
      .limit(limit)
      .offset(offset),
    listTotal(db, formSubmissions, where),
  ]);
  return { total, rows: (await withNames(db, rows)).map(toSummary) };
}

export async function listContacts(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: ContactListQuery,
): Promise<ListPage<ContactSummary>> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  return pageOfContacts(db, filters(siteScope(site), query), query);
}

/** `GET /contacts`: the agency-wide inbox, across every site where the caller may see contacts. */
export async function listInbox(
  db: Database,
  auth: AuthContext,
  query: InboxListQuery,
): Promise<ListPage<ContactSummary>> {
  return pageOfContacts(db, filters(await inboxWhere(db, auth, query), query), query);
}

export async function contactOf(db: Database, landingId: number, contactId: number): Promise<ContactRow> {
  const [row] = await withNames(
    db,
    await selectContacts(db)
      .where(and(eq(formSubmissions.id, contactId), eq(formSubmissions.landingId, landingId)))
      .limit(1),
  );
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

/** The fields that describe a contact's values: its form record's, else the form element's as published now. */
export async function fieldsFor(
  db: Database,
  row: { formId: number | null; pageId: number | null; elementId: string },
): Promise<FormField[]> {
  if (row.formId !== null) {
    const form = await formRecord(db, row.formId);
    if (form) return form.fields;
  }
  if (row.pageId === null) return [];
  const page = await pagePublishedDocument(db, row.pageId);
  const found = page?.document ? findElement(loadStoredDocument(page.document), row.elementId) : null;
  if (found?.element.key !== 'form') return [];
  const options = elementRegistry.form.schema.safeParse(found.element.options);
  return options.success ? options.data.fields : [];
}

export async function getContact(
  db: Database,
  auth: AuthContext,
  landingId: number,
  contactId: number,
): Promise<ContactDetail> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  const row = await contactOf(db, site.id, contactId);
  const entries = labelledEntries(await fieldsFor(db, row), row.data);
  return { ...toSummary(row), element_id: row.elementId, entries };
}

export async function deleteContact(
  db: Database,
  auth: AuthContext,
  landingId: number,
  contactId: number,
): Promise<void> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  const deleted = await db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.id, contactId), eq(formSubmissions.landingId, site.id)))
    .returning({ id: formSubmissions.id });
  if (deleted.length === 0) throw notFound(CONTACT_NOT_FOUND);
}

/**
 * "Not spam": the contact joins the site's leads. Answers whether it was held as spam; telling
 * webhooks, open screens and the alert list is the caller's next step (`announceContact`).
 */
export async function markNotSpam(
  db: Database,
  auth: AuthContext,
  landingId: number,
  contactId: number,
): Promise<{ restored: boolean }> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  const row = await contactOf(db, site.id, contactId);
  if (row.spamReason === null) return { restored: false };
  await db
    .update(formSubmissions)
    .set({ spamReason: null })
    .where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.landingId, site.id)));
  return { restored: true };
}

export interface ContactExport {
  filename: string;
  rows: AsyncGenerator<string>;
}

/**
 * The contacts matching `where` as CSV, streamed in batches, in the list's order (oldest first
 * by default). Columns: date, (site,) form, page, (spam reason,) then every field name the
 * contacts hold, labelled from the form records of the sites `formSites` (form fields first, in
 * order: the filtered form's, then the others' oldest first).
 */
async function exportCsv(
  db: Database,
  options: {
    where: SQL;
    formSites: readonly number[];
    query: ContactFilters & { sort: SortKey; order: 'asc' | 'desc' };
    withSite: boolean;
    filename: string;
  },
): Promise<ContactExport> {
  const { where, query } = options;
  const names = await db
    .selectDistinct({ name: sql<string>`jsonb_object_keys(${formSubmissions.data})` })
    .from(formSubmissions)
    .where(where);
  const filtered = query.form_id === 'none' ? undefined : query.form_id;
  const scopeForms = (await formFieldsOfSites(db, options.formSites)).sort(
    (a, b) => Number(b.id === filtered) - Number(a.id === filtered),
  );
  const present = new Set(names.map((n) => n.name));
  const columns: Array<{ name: string; label: string }> = [];
  const seen = new Set<string>();
  for (const form of scopeForms)
    for (const field of form.fields)
      if (present.has(field.name) && !seen.has(field.name)) {
        seen.add(field.name);
        columns.push({ name: field.name, label: field.label || humanizeFieldName(field.name) });
      }
  for (const name of [...present].sort())
    if (!seen.has(name)) columns.push({ name, label: humanizeFieldName(name) });

  const sortedByDate = query.sort === 'created_at';
  async function* rows(): AsyncGenerator<string> {
    yield CSV_BOM +
      csvRow([
        'Submitted at (UTC)',
        ...(options.withSite ? ['Website'] : []),
        'Form',
        'Page',
        ...(query.spam ? ['Held as spam because'] : []),
        ...columns.map((c) => c.label),
      ]);
    const line = (row: ContactRow) =>
      csvRow([
        row.createdAt.toISOString().replace('T', ' ').slice(0, 19),
        ...(options.withSite ? [row.landingTitle] : []),
        row.formName ?? '',
        row.pageName ?? '',
        ...(query.spam ? [row.spamReason ? SPAM_REASON_LABELS[row.spamReason] : ''] : []),
        ...columns.map((column) => row.data[column.name]),
      ]);
    if (sortedByDate) {
      // Ids grow with time, so they order a by-date export and serve as its cursor.
      const ascending = query.order === 'asc';
      let cursor: number | null = null;
      for (;;) {
        const batch = await withNames(
          db,
          await selectContacts(db)
            .where(
              cursor === null
                ? where
                : and(
                    where,
                    ascending ? gt(formSubmissions.id, cursor) : sql`${formSubmissions.id} < ${cursor}`,
                  ),
            )
            .orderBy(ascending ? asc(formSubmissions.id) : desc(formSubmissions.id))
            .limit(EXPORT_BATCH),
        );
        for (const row of batch) yield line(row);
        if (batch.length < EXPORT_BATCH) return;
        cursor = batch.at(-1)!.id;
      }
    }
    const order = await ordering(db, where, query.sort, query.order);
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = await withNames(
        db,
        await selectContacts(db)
          .where(where)
          .orderBy(...order)
          .limit(EXPORT_BATCH)
          .offset(offset),
      );
      for (const row of batch) yield line(row);
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return { filename: options.filename, rows: rows() };
}

const today = () => new Date().toISOString().slice(0, 10);

/** A site's filtered contacts as CSV. */
export async function exportContacts(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: ContactExportQuery,
): Promise<ContactExport> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  return exportCsv(db, {
    where: filters(siteScope(site), query),
    formSites: [site.id],
    query,
    withSite: false,
    filename: `${query.spam ? 'spam' : 'contacts'}-${site.subdomain}-${today()}.csv`,
  });
}

/** The inbox's filtered contacts as CSV, with the website of each. */
export async function exportInbox(
  db: Database,
  auth: AuthContext,
  query: InboxExportQuery,
): Promise<ContactExport> {
  const scope = await inboxWhere(db, auth, query);
  const where = filters(scope, query);
  const sites = await db.selectDistinct({ id: formSubmissions.landingId }).from(formSubmissions).where(scope);
  return exportCsv(db, {
    where,
    formSites: sites.map((site) => site.id),
    query,
    withSite: true,
    filename: `${query.spam ? 'spam' : 'contacts'}-all-websites-${today()}.csv`,
  });
}
