import {
  type CardContact,
  type CardContactListQuery,
  cardContactData,
  SPAM_REASON_LABELS,
} from '@tessera/api-contract';
import { CARD_FORM_FIELD_NAMES } from '@tessera/document';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardContacts } from '../../db/schema/cards.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { cardForCaller } from './access.ts';

type ContactRow = typeof cardContacts.$inferSelect;

function toContact(row: ContactRow): CardContact {
  const data = cardContactData.safeParse(row.data);
  return {
    id: row.id,
    card_id: row.cardId,
    data: data.success ? data.data : {},
    spam_reason: row.spamReason,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCardContacts(
  db: Database,
  auth: AuthContext,
  cardId: number,
  query: CardContactListQuery,
): Promise<{ rows: CardContact[]; total: number }> {
  const { card } = await cardForCaller(db, auth, cardId, 'contacts');
  const conditions: SQL[] = [eq(cardContacts.cardId, card.id), spamCondition(query.spam)];
  // Searches every captured value (name, email, company…) as text.
  if (query.search) conditions.push(sql`${cardContacts.data}::text ilike ${likePattern(query.search)}`);
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const order = query.order === 'asc' ? asc(cardContacts.createdAt) : desc(cardContacts.createdAt);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(cardContacts)
      .where(where)
      .orderBy(order, desc(cardContacts.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(cardContacts).where(where),
  ]);
  return { rows: rows.map(toContact), total: totals[0]?.value ?? 0 };
}

/** Leads, or with `spam` the suspected spam held back from them. */
const spamCondition = (spam: boolean) =>
  spam ? isNotNull(cardContacts.spamReason) : isNull(cardContacts.spamReason);

/**
 * "Not spam": the lead joins the card's leads. Answers whether it was held as spam; telling its
 * integrations and analytics is the caller's next step (`announceCardLead`).
 */
export async function markCardLeadNotSpam(
  db: Database,
  auth: AuthContext,
  cardId: number,
  contactId: number,
): Promise<{ restored: boolean }> {
  const { card } = await cardForCaller(db, auth, cardId, 'contacts');
  const [row] = await db
    .select({ spamReason: cardContacts.spamReason })
    .from(cardContacts)
    .where(and(eq(cardContacts.id, contactId), eq(cardContacts.cardId, card.id)));
  if (!row) throw notFound('Contact not found.');
  if (row.spamReason === null) return { restored: false };
  await db
    .update(cardContacts)
    .set({ spamReason: null })
    .where(and(eq(cardContacts.id, contactId), eq(cardContacts.cardId, card.id)));
  return { restored: true };
}

export async function deleteCardContact(
  db: Database,
  auth: AuthContext,
  cardId: number,
  contactId: number,
): Promise<void> {
  const { card } = await cardForCaller(db, auth, cardId, 'contacts');
  const deleted = await db
    .delete(cardContacts)
    .where(and(eq(cardContacts.id, contactId), eq(cardContacts.cardId, card.id)))
    .returning({ id: cardContacts.id });
  if (deleted.length === 0) throw notFound('Contact not found.');
}

const CSV_HEADERS: Record<(typeof CARD_FORM_FIELD_NAMES)[number], string> = {
  fullname: 'Full name',
  company: 'Company',
  job: 'Job title',
  email: 'Email',
  phone: 'Phone',
  note: 'Note',
};

/**
 * RFC 4180 field: quoted when it holds a quote, comma or line break; a leading = + - @ (or tab,
 * CR) is prefixed with ' so spreadsheets never run a visitor's text as a formula.
 */
export function csvField(value: string): string {
  // An international phone number (+14045550199) is data, not a formula.
  const formula = /^[=+\-@\t\r]/.test(value) && !/^\+\d{6,15}$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Every lead of the card (or with `spam` its suspected spam, with the reason) as CSV (UTF-8 with
 * BOM, so spreadsheet apps read accents right).
 */
export async function cardContactsCsv(
  db: Database,
  auth: AuthContext,
  cardId: number,
  spam = false,
): Promise<{ fileName: string; body: string }> {
  const { card } = await cardForCaller(db, auth, cardId, 'contacts');
  const rows = await db
    .select()
    .from(cardContacts)
    .where(and(eq(cardContacts.cardId, card.id), spamCondition(spam)))
    .orderBy(asc(cardContacts.createdAt), asc(cardContacts.id));
  const lines = [
    [
      ...CARD_FORM_FIELD_NAMES.map((name) => CSV_HEADERS[name]),
      'Received at',
      ...(spam ? ['Held as spam because'] : []),
    ]
      .map(csvField)
      .join(','),
  ];
  for (const row of rows) {
    const contact = toContact(row);
    lines.push(
      [
        ...CARD_FORM_FIELD_NAMES.map((name) => contact.data[name] ?? ''),
        contact.created_at,
        ...(spam ? [contact.spam_reason ? SPAM_REASON_LABELS[contact.spam_reason] : ''] : []),
      ]
        .map(csvField)
        .join(','),
    );
  }
  const slug = card.name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return {
    fileName: `${slug || 'card'}-${spam ? 'spam' : 'leads'}.csv`,
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}

/** Deletes the leads held as spam that came in before `before` (the spam retention); answers how many went. */
export async function deleteCardSpamBefore(db: Pick<Database, 'delete'>, before: Date): Promise<number> {
  const deleted = await db
    .delete(cardContacts)
    .where(and(isNotNull(cardContacts.spamReason), lt(cardContacts.createdAt, before)))
    .returning({ id: cardContacts.id });
  return deleted.length;
}
