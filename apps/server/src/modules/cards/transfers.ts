import type { CardTransferItem, CardTransferListQuery } from '@tessera/api-contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardContacts, cards, cardTransfers, cardUsers } from '../../db/schema/cards.ts';
import { appUrlForAgency } from '../../lib/app-url.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, invalidField, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { lockAgencyRow } from '../agencies/store.ts';
import type { AuthContext } from '../auth/session.ts';
import { findUserByEmail, findUserById, userIdsOfAgency, userSummariesByIds } from '../users/store.ts';
import { cardForCaller } from './access.ts';
import { cardAllowance } from './allowance.ts';
import { CardLimitReached } from './service.ts';

export const TRANSFER_MESSAGES = {
  self: 'You already own this card. Enter the email address of the person who should get it.',
  pending: 'This card already has a transfer waiting for an answer. Cancel it first to send a new one.',
  notFound: 'Transfer request not found.',
  answered: 'This transfer request was already answered.',
  noPending: 'This card has no transfer waiting for an answer.',
  cardGone: 'This card no longer exists.',
} as const;

type TransferRow = typeof cardTransfers.$inferSelect;

async function toItems(db: Database, rows: TransferRow[]): Promise<CardTransferItem[]> {
  const people = await userSummariesByIds(
    db,
    rows.flatMap((r) => [r.fromUserId, r.toUserId]).filter((id): id is number => id !== null),
  );
  const sender = (id: number | null) => {
    const person = id === null ? undefined : people.get(id);
    return person ? { name: person.name, email: person.email } : null;
  };
  return rows.map((row) => ({
    id: row.id,
    card_id: row.cardId,
    card_name: row.cardName,
    from: sender(row.fromUserId),
    to_email: row.toEmail,
    to_name: row.toUserId === null ? null : (people.get(row.toUserId)?.name ?? null),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
  }));
}

/** The owner (or the agency owner) offers the card to an email address; the recipient answers. */
export async function requestTransfer(
  db: Database,
  mailer: Mailer,
  origins: SiteOrigins,
  auth: AuthContext,
  cardId: number,
  email: string,
): Promise<void> {
  const { card } = await cardForCaller(db, auth, cardId, 'manage');
  const owner = await findUserById(db, card.ownerUserId);
  if (owner?.email === email) throw invalidField('email', TRANSFER_MESSAGES.self);
  const recipient = await findUserByEmail(db, email);
  try {
    await db.insert(cardTransfers).values({
      cardId: card.id,
      cardName: card.name,
      agencyId: card.agencyId,
      fromUserId: auth.user.id,
      toEmail: email,
      toUserId: recipient?.id ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'card_transfers_pending_idx')) throw conflict(TRANSFER_MESSAGES.pending);
    throw error;
  }
  const cardsLink = await appUrlForAgency(db, origins, card.agencyId, '/user/cards');
  await mailer.send({
    to: email,
    subject: `${auth.user.name} wants to transfer a digital business card to you`,
    text: [
      `${auth.user.name} would like to transfer the digital business card "${card.name}" to you.`,
      '',
      `Sign in to accept or decline it: ${cardsLink}`,
      '',
      'If you do not have an account yet, ask them to create one for you with this email address.',
    ].join('\n'),
  });
}

export async function cancelTransfer(db: Database, auth: AuthContext, cardId: number): Promise<void> {
  const { card } = await cardForCaller(db, auth, cardId, 'manage');
  const cancelled = await db
    .update(cardTransfers)
    .set({ status: 'cancelled', respondedAt: new Date() })
    .where(and(eq(cardTransfers.cardId, card.id), eq(cardTransfers.status, 'pending')))
    .returning({ id: cardTransfers.id });
  if (cancelled.length === 0) throw notFound(TRANSFER_MESSAGES.noPending);
}

/**
 * Transfer history: the agency owner sees every transfer out of or into the agency; everyone
 * else the transfers they sent or were sent.
 */
export async function listTransfers(
  db: Database,
  auth: AuthContext,
  query: CardTransferListQuery,
): Promise<{ rows: CardTransferItem[]; total: number }> {
  const agencyId = auth.agency?.id ?? -1;
  const scope =
    auth.user.role === 'Agency'
      ? or(
          eq(cardTransfers.agencyId, agencyId),
          inArray(cardTransfers.toUserId, await userIdsOfAgency(db, agencyId)),
        )!
      : or(
          eq(cardTransfers.fromUserId, auth.user.id),
          eq(cardTransfers.toUserId, auth.user.id),
          eq(cardTransfers.toEmail, auth.user.email),
        )!;
  const conditions: SQL[] = [scope];
  if (query.status) conditions.push(eq(cardTransfers.status, query.status));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(sql`${cardTransfers.cardName} ilike ${pattern}`, sql`${cardTransfers.toEmail} ilike ${pattern}`)!,
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const order = query.order === 'asc' ? cardTransfers.createdAt : desc(cardTransfers.createdAt);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(cardTransfers)
      .where(where)
      .orderBy(order, desc(cardTransfers.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(cardTransfers).where(where),
  ]);
  return { rows: await toItems(db, rows), total: totals[0]?.value ?? 0 };
}

/** Requests waiting for the caller's answer (sent to their email address). */
export async function pendingRequests(db: Database, auth: AuthContext): Promise<CardTransferItem[]> {
  const rows = await db
    .select()
    .from(cardTransfers)
    .where(and(eq(cardTransfers.toEmail, auth.user.email), eq(cardTransfers.status, 'pending')))
    .orderBy(desc(cardTransfers.createdAt));
  return toItems(db, rows);
}

async function pendingFor(db: Database, auth: AuthContext, transferId: number): Promise<TransferRow> {
  const [row] = await db
    .select()
    .from(cardTransfers)
    .where(and(eq(cardTransfers.id, transferId), eq(cardTransfers.toEmail, auth.user.email)))
    .limit(1);
  if (!row) throw notFound(TRANSFER_MESSAGES.notFound);
  if (row.status !== 'pending') throw conflict(TRANSFER_MESSAGES.answered);
  return row;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * SPEC §4 confirm: the card, its leads and its analytics move to the recipient (and their
 * agency). Users it was shared with lose it, and a site link from the old agency is dropped.
 * The recipient's card limit applies, as for a new card.
 */
export async function confirmTransfer(db: Database, auth: AuthContext, transferId: number): Promise<string> {
  const agencyId = auth.agency?.id;
  if (agencyId === undefined) throw forbidden();
  const transfer = await pendingFor(db, auth, transferId);
  if (transfer.cardId === null) throw notFound(TRANSFER_MESSAGES.cardGone);
  const cardId = transfer.cardId;
  return db.transaction(async (tx: Tx) => {
    await lockAgencyRow(tx, agencyId);
    const [still] = await tx
      .select({ status: cardTransfers.status })
      .from(cardTransfers)
      .where(eq(cardTransfers.id, transfer.id))
      .for('update');
    if (still?.status !== 'pending') throw conflict(TRANSFER_MESSAGES.answered);
    const allowance = await cardAllowance(tx as unknown as Database, auth);
    if (allowance.count >= allowance.limit) throw new CardLimitReached();
    const [card] = await tx.select().from(cards).where(eq(cards.id, cardId)).limit(1);
    if (!card) throw notFound(TRANSFER_MESSAGES.cardGone);
    const sameAgency = card.agencyId === agencyId;
    await tx
      .update(cards)
      .set({
        ownerUserId: auth.user.id,
        agencyId,
        landingId: sameAgency ? card.landingId : null,
        updatedAt: new Date(),
      })
      .where(eq(cards.id, card.id));
    await tx.delete(cardUsers).where(eq(cardUsers.cardId, card.id));
    await tx.update(cardContacts).set({ agencyId }).where(eq(cardContacts.cardId, card.id));
    await tx
      .update(cardTransfers)
      .set({ status: 'confirmed', toUserId: auth.user.id, respondedAt: new Date() })
      .where(eq(cardTransfers.id, transfer.id));
    return card.name;
  });
}

export async function declineTransfer(db: Database, auth: AuthContext, transferId: number): Promise<string> {
  const transfer = await pendingFor(db, auth, transferId);
  await db
    .update(cardTransfers)
    .set({ status: 'declined', toUserId: auth.user.id, respondedAt: new Date() })
    .where(and(eq(cardTransfers.id, transfer.id), eq(cardTransfers.status, 'pending')));
  return transfer.cardName;
}
