import type {
  ContactDetail,
  ContactExportQuery,
  ContactListQuery,
  ContactSummary,
} from '@tessera/api-contract';
import { type FormField, findElement, type PageDocument } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { and, asc, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formSubmissions, forms, pages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { CSV_BOM, csvRow } from './csv.ts';

export const CONTACT_NOT_FOUND = 'Contact not found.';
/** Rows read per query while exporting: the export streams, however many contacts there are. */
const EXPORT_BATCH = 500;

type Fields = Record<string, string | boolean>;

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/** A display name from the usual fields: fullName, else first and last name, else `name`. */
export function contactName(fields: Fields): string {
  const full = text(fields.fullName);
  if (full) return full;
  const parts = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ');
  return parts || text(fields.name);
}

/** The `email` field, else the first value that looks like an address. */
export function contactEmail(fields: Fields): string {
  const direct = text(fields.email);
  if (direct) return direct;
  for (const value of Object.values(fields))
    if (typeof value === 'string' && /^\S+@\S+\.\S+$/.test(value.trim())) return value.trim();
  return '';
}

export function contactPhone(fields: Fields): string {
  return text(fields.phone);
}

/** `companySize` → `Company size`: a label for values whose form no longer says. */
export function humanizeFieldName(name: string): string {
  const spaced = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const listColumns = {
  id: formSubmissions.id,
  landingId: formSubmissions.landingId,
  formId: formSubmissions.formId,
  formName: forms.name,
  pageId: formSubmissions.pageId,
  pageName: pages.name,
  elementId: formSubmissions.elementId,
  data: formSubmissions.data,
  createdAt: formSubmissions.createdAt,
};

type ListRow = {
  id: number;
  landingId: number;
  formId: number | null;
  formName: string | null;
  pageId: number | null;
  pageName: string | null;
  elementId: string;
  data: Fields;
  createdAt: Date;
};

function toSummary(row: ListRow): ContactSummary {
  return {
    id: row.id,
    landing_id: row.landingId,
    form_id: row.formId,
    form_name: row.formName,
    page_id: row.pageId,
    page_name: row.pageName,
    name: contactName(row.data),
    email: contactEmail(row.data),
    phone: contactPhone(row.data),
    fields: row.data,
    created_at: row.createdAt.toISOString(),
  };
}

/** The site's contacts matching the list filters; `search` matches any value, literally. */
function filters(
  site: SiteRow,
  query: { form_id?: number | 'none' | undefined; search?: string | undefined },
): SQL {
  const conditions: SQL[] = [
    eq(formSubmissions.landingId, site.id),
    eq(formSubmissions.agencyId, site.agencyId),
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

function selectContacts(db: Database) {
  return db
    .select(listColumns)
    .from(formSubmissions)
    .leftJoin(forms, eq(forms.id, formSubmissions.formId))
    .leftJoin(pages, eq(pages.id, formSubmissions.pageId));
}

export async function listContacts(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: ContactListQuery,
): Promise<{ rows: ContactSummary[]; total: number }> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  const where = filters(site, query);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const order = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    selectContacts(db)
      .where(where)
      .orderBy(order(formSubmissions.createdAt), order(formSubmissions.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(formSubmissions).where(where),
  ]);
  return { total: totals[0]?.value ?? 0, rows: rows.map(toSummary) };
}

async function contactOf(db: Database, site: SiteRow, contactId: number): Promise<ListRow> {
  const [row] = await selectContacts(db)
    .where(and(eq(formSubmissions.id, contactId), eq(formSubmissions.landingId, site.id)))
    .limit(1);
  if (!row) throw notFound(CONTACT_NOT_FOUND);
  return row;
}

/** The fields that describe a contact's values: its form record's, else the form element's as published now. */
async function fieldsFor(db: Database, row: ListRow): Promise<FormField[]> {
  if (row.formId !== null) {
    const [form] = await db.select({ fields: forms.fields }).from(forms).where(eq(forms.id, row.formId));
    if (form) return form.fields;
  }
  if (row.pageId === null) return [];
  const [page] = await db
    .select({ document: pages.publishedDocument })
    .from(pages)
    .where(eq(pages.id, row.pageId));
  const found = page?.document ? findElement(page.document as PageDocument, row.elementId) : null;
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
  const row = await contactOf(db, site, contactId);
  const fields = await fieldsFor(db, row);
  const labelled = new Set<string>();
  const entries: ContactDetail['entries'] = [];
  for (const field of fields) {
    if (!Object.hasOwn(row.data, field.name)) continue;
    labelled.add(field.name);
    entries.push({
      name: field.name,
      label: field.label || humanizeFieldName(field.name),
      value: row.data[field.name]!,
    });
  }
  for (const [name, value] of Object.entries(row.data))
    if (!labelled.has(name)) entries.push({ name, label: humanizeFieldName(name), value });
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

export interface ContactExport {
  filename: string;
  rows: AsyncGenerator<string>;
}

/**
 * The filtered contacts as CSV, oldest first, streamed in batches. Columns: date, form, page, then
 * every field name the contacts hold, labelled from their forms (form fields first, in order).
 */
export async function exportContacts(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: ContactExportQuery,
): Promise<ContactExport> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  const where = filters(site, query);
  const names = await db
    .selectDistinct({ name: sql<string>`jsonb_object_keys(${formSubmissions.data})` })
    .from(formSubmissions)
    .where(where);
  const siteForms = await db
    .select({ id: forms.id, fields: forms.fields })
    .from(forms)
    .where(eq(forms.landingId, site.id))
    .orderBy(
      query.form_id !== undefined && query.form_id !== 'none'
        ? sql`${forms.id} = ${query.form_id} desc`
        : asc(forms.id),
      asc(forms.id),
    );
  const present = new Set(names.map((n) => n.name));
  const columns: Array<{ name: string; label: string }> = [];
  const seen = new Set<string>();
  for (const form of siteForms)
    for (const field of form.fields)
      if (present.has(field.name) && !seen.has(field.name)) {
        seen.add(field.name);
        columns.push({ name: field.name, label: field.label || humanizeFieldName(field.name) });
      }
  for (const name of [...present].sort())
    if (!seen.has(name)) columns.push({ name, label: humanizeFieldName(name) });

  async function* rows(): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(['Submitted at (UTC)', 'Form', 'Page', ...columns.map((c) => c.label)]);
    // Ids grow with time, so they order the export and serve as its cursor.
    let after = 0;
    for (;;) {
      const batch: ListRow[] = await selectContacts(db)
        .where(and(where, gt(formSubmissions.id, after)))
        .orderBy(asc(formSubmissions.id))
        .limit(EXPORT_BATCH);
      for (const row of batch)
        yield csvRow([
          row.createdAt.toISOString().replace('T', ' ').slice(0, 19),
          row.formName ?? '',
          row.pageName ?? '',
          ...columns.map((column) => row.data[column.name]),
        ]);
      if (batch.length < EXPORT_BATCH) return;
      after = batch.at(-1)!.id;
    }
  }

  const day = new Date().toISOString().slice(0, 10);
  return { filename: `contacts-${site.subdomain}-${day}.csv`, rows: rows() };
}
