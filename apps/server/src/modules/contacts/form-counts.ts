import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema/contacts.ts';

/** How a form record's contacts stand: leads and suspected spam counted apart, the newest lead's time. */
export interface FormContactCounts {
  contacts: number;
  /** Held back from the contacts until someone says it is not spam. */
  spam: number;
  lastContactAt: Date | null;
}

/**
 * The contacts filed under each of these form records, by form id (a form without any is left
 * out). Imports nothing of another area, so the forms area can call it without an import cycle.
 */
export async function contactCountsOfForms(
  db: Pick<Database, 'select'>,
  formIds: readonly number[],
): Promise<Map<number, FormContactCounts>> {
  const ids = [...new Set(formIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      formId: formSubmissions.formId,
      contacts: sql<number>`count(*) filter (where ${formSubmissions.spamReason} is null)::int`,
      spam: sql<number>`count(*) filter (where ${formSubmissions.spamReason} is not null)::int`,
      lastContactAt:
        sql<Date | null>`max(${formSubmissions.createdAt}) filter (where ${formSubmissions.spamReason} is null)`.mapWith(
          formSubmissions.createdAt,
        ),
    })
    .from(formSubmissions)
    .where(inArray(formSubmissions.formId, ids))
    .groupBy(formSubmissions.formId);
  return new Map(
    rows.flatMap(({ formId, ...counts }) => (formId === null ? [] : [[formId, counts] as const])),
  );
}
