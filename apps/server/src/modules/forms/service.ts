import type { createFormBody, FormListQuery, FormSummary, updateFormBody } from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { forms } from '../../db/schema/forms.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { contactCountsOfForms, type FormContactCounts } from '../contacts/form-counts.ts';
import { siteForCaller } from '../landings/access.ts';

export const FORM_NOT_FOUND = 'Form not found.';
export const FORM_NAME_TAKEN = 'A form with this name already exists on this website.';
export const FORM_STALE =
  'This form was changed elsewhere since you opened it. Reload it to get the latest version.';
/** A site holds at most this many forms: enough for any site, small enough to list in a picker. */
export const MAX_FORMS_PER_SITE = 200;

type FormRow = typeof forms.$inferSelect;

const NO_CONTACTS: FormContactCounts = { contacts: 0, spam: 0, lastContactAt: null };

function toSummary(row: FormRow, counts: FormContactCounts): FormSummary {
  return {
    id: row.id,
    landing_id: row.landingId,
    name: row.name,
    fields: row.fields,
    success_message: row.successMessage,
    version: row.version,
    contacts_count: counts.contacts,
    spam_count: counts.spam,
    notify_emails: row.notifyEmails,
    last_contact_at: counts.lastContactAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The forms with their contacts counted (the contacts area's), in the order given. */
async function withCounts(db: Database, rows: readonly FormRow[]): Promise<FormSummary[]> {
  const counts = await contactCountsOfForms(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, counts.get(row.id) ?? NO_CONTACTS));
}

export async function listForms(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: FormListQuery,
): Promise<{ rows: FormSummary[]; total: number }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const conditions: SQL[] = [eq(forms.landingId, site.id), eq(forms.agencyId, site.agencyId)];
  if (query.search) conditions.push(ilike(forms.name, likePattern(query.search)));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  if (query.sort === 'contacts') {
    // Counted by the contacts area, so sorted here: a site holds at most MAX_FORMS_PER_SITE forms.
    const all = await withCounts(db, await db.select().from(forms).where(where).orderBy(asc(forms.id)));
    const direction = query.order === 'desc' ? -1 : 1;
    // Stable: forms with as many contacts stay by id.
    all.sort((a, b) => direction * (a.contacts_count - b.contacts_count));
    return { total: all.length, rows: all.slice(offset, offset + limit) };
  }
  const column = {
    name: sql`lower(${forms.name})`,
    created_at: forms.createdAt,
    updated_at: forms.updatedAt,
  }[query.sort];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(forms)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), asc(forms.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(forms).where(where),
  ]);
  return { total: totals[0]?.value ?? 0, rows: await withCounts(db, rows) };
}

/** A form of a site the caller may see; 404 for anything else (another site's form included). */
async function formOf(db: Database, landingId: number, formId: number): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.landingId, landingId)))
    .limit(1);
  if (!row) throw notFound(FORM_NOT_FOUND);
  return row;
}

async function summaryOf(db: Database, row: FormRow): Promise<FormSummary> {
  const [summary] = await withCounts(db, [row]);
  return summary!;
}

export async function getForm(
  db: Database,
  auth: AuthContext,
  landingId: number,
  formId: number,
): Promise<FormSummary> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  return summaryOf(db, await formOf(db, site.id, formId));
}

export async function createForm(
  db: Database,
  auth: AuthContext,
  landingId: number,
  input: z.output<typeof createFormBody>,
): Promise<FormSummary> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(forms)
    .where(eq(forms.landingId, site.id));
  if (existing >= MAX_FORMS_PER_SITE)
    throw invalidField('name', `A website holds at most ${MAX_FORMS_PER_SITE} forms. Delete one first.`);
  try {
    const [row] = await db
      .insert(forms)
      .values({
        agencyId: site.agencyId,
        landingId: site.id,
        name: input.name,
        fields: input.fields,
        successMessage: input.success_message,
        notifyEmails: input.notify_emails,
      })
      .returning();
    return toSummary(row!, NO_CONTACTS);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', FORM_NAME_TAKEN);
    throw error;
  }
}

export async function updateForm(
  db: Database,
  auth: AuthContext,
  landingId: number,
  formId: number,
  body: z.output<typeof updateFormBody>,
): Promise<FormSummary> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  const current = await formOf(db, site.id, formId);
  try {
    const [row] = await db
      .update(forms)
      .set({
        name: body.name,
        fields: body.fields,
        successMessage: body.success_message,
        ...(body.notify_emails === undefined ? {} : { notifyEmails: body.notify_emails }),
        version: sql`${forms.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(forms.id, current.id), eq(forms.version, body.version)))
      .returning();
    if (!row) throw conflict(FORM_STALE);
    return summaryOf(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', FORM_NAME_TAKEN);
    throw error;
  }
}

/** Deletes the form record; its contacts stay on the site, no longer filed under a form. */
export async function deleteForm(
  db: Database,
  auth: AuthContext,
  landingId: number,
  formId: number,
): Promise<{ name: string; contacts: number }> {
  const site = await siteForCaller(db, auth, landingId, 'manage_forms');
  const current = await formOf(db, site.id, formId);
  const counts = await contactCountsOfForms(db, [current.id]);
  await db.delete(forms).where(and(eq(forms.id, current.id), eq(forms.landingId, site.id)));
  return { name: current.name, contacts: counts.get(current.id)?.contacts ?? 0 };
}
