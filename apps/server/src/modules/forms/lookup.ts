import type { FormField } from '@tessera/document';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forms } from '../../db/schema/forms.ts';

/**
 * Form records as other areas read them (contacts, the public form posts, the editor), without
 * their callers' checks: each caller has already settled whose site it is. Imports nothing of
 * another area, so the areas the forms area calls can call it back without an import cycle.
 */

type Reader = Pick<Database, 'select'>;

/** What a lead is filed and announced with: the record's name, fields, message and alert list. */
export interface FormRecord {
  id: number;
  landingId: number;
  name: string;
  fields: FormField[];
  successMessage: string;
  /** Who hears of each lead: null for the agency owner, an empty list for nobody. */
  notifyEmails: string[] | null;
}

/** The form record with this id; null when there is none (deleted since). */
export async function formRecord(db: Reader, formId: number): Promise<FormRecord | null> {
  const [row] = await db
    .select({
      id: forms.id,
      landingId: forms.landingId,
      name: forms.name,
      fields: forms.fields,
      successMessage: forms.successMessage,
      notifyEmails: forms.notifyEmails,
    })
    .from(forms)
    .where(eq(forms.id, formId))
    .limit(1);
  return row ?? null;
}

/** The names of the form records with these ids, by id (unknown ids are left out). */
export async function formNamesByIds(db: Reader, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: forms.id, name: forms.name })
    .from(forms)
    .where(inArray(forms.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The fields of every form record of these sites, oldest record first. */
export async function formFieldsOfSites(
  db: Reader,
  landingIds: readonly number[],
): Promise<{ id: number; fields: FormField[] }[]> {
  if (landingIds.length === 0) return [];
  return db
    .select({ id: forms.id, fields: forms.fields })
    .from(forms)
    .where(inArray(forms.landingId, [...landingIds]))
    .orderBy(asc(forms.id));
}

/** The site's form records a form element can file its submissions under, by name (A to Z). */
export async function formsToPick(
  db: Reader,
  site: { id: number; agencyId: number },
  limit: number,
): Promise<{ id: number; name: string; fields: FormField[] }[]> {
  return db
    .select({ id: forms.id, name: forms.name, fields: forms.fields })
    .from(forms)
    .where(and(eq(forms.landingId, site.id), eq(forms.agencyId, site.agencyId)))
    .orderBy(sql`lower(${forms.name})`, asc(forms.id))
    .limit(limit);
}
