import type {
  CardAbilities,
  CardDetail,
  CardListItem,
  CardListQuery,
  CardPermission,
  createCardBody,
  updateCardBody,
} from '@tessera/api-contract';
import { CARD_MESSAGES, type CardContent } from '@tessera/cards';
import { type ContactCardOptions, readCardOptions } from '@tessera/document';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { cardContacts, cards, cardTransfers, cardUsers, newShortCode } from '../../db/schema/cards.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, HttpError, invalidField } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { lockAgencyRow } from '../agencies/store.ts';
import type { AuthContext } from '../auth/session.ts';
import { isSiteVisibleInAgency } from '../landings/access.ts';
import { findUserById, userSummariesByIds } from '../users/store.ts';
import { type CardRow, cardAbilities, cardForCaller, visibleCards } from './access.ts';
import { cardAllowance } from './allowance.ts';
import type { CardUrls } from './urls.ts';

type CreateCardInput = z.output<typeof createCardBody>;
type UpdateCardInput = z.output<typeof updateCardBody>;

const sortColumns = {
  id: cards.id,
  name: cards.name,
  updated_at: cards.updatedAt,
  created_at: cards.createdAt,
} as const;

/** Stored options read back with every default filled in (older rows may hold none). */
export function cardOptions(row: Pick<CardRow, 'options'>): ContactCardOptions {
  return readCardOptions(row.options);
}

/** A card row as the content its page, vCard and editor are made from. */
export function cardContent(row: CardRow): CardContent {
  return {
    name: row.name,
    job_title: row.jobTitle ?? '',
    company: row.company ?? '',
    bio: row.bio,
    photo_url: row.photoUrl,
    logo_url: row.logoUrl,
    cover_url: row.coverUrl,
    slug: row.slug ?? '',
    options: cardOptions(row),
  };
}

interface Owner {
  id: number;
  name: string;
  email: string;
}

/** The owner as cards show it: the user row carries more than the answer may. */
const ownerOf = ({ id, name, email }: Owner): Owner => ({ id, name, email });

function listItem(
  row: CardRow,
  owner: Owner,
  can: CardAbilities,
  contactsCount: number,
  auth: AuthContext,
  urls: CardUrls,
): CardListItem {
  return {
    id: row.id,
    name: row.name,
    job_title: row.jobTitle,
    company: row.company,
    photo_url: row.photoUrl,
    url: urls.canonical(row),
    owner,
    is_owner: row.ownerUserId === auth.user.id,
    can,
    contacts_count: contactsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Leads only: suspected spam is held back until someone marks it "Not spam". */
const contactsCountSql = sql<number>`(select count(*)::int from ${cardContacts} where ${cardContacts.cardId} = ${cards.id} and ${cardContacts.spamReason} is null)`;

export async function listCards(
  db: Database,
  auth: AuthContext,
  query: CardListQuery,
  urls: CardUrls,
): Promise<{ rows: CardListItem[]; total: number }> {
  const conditions: SQL[] = [visibleCards(db, auth)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(cards.name, pattern), ilike(cards.company, pattern), ilike(cards.jobTitle, pattern))!,
    );
  }
  const where = and(...conditions);
  const order = query.order === 'desc' ? desc(sortColumns[query.sort]) : asc(sortColumns[query.sort]);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select({ card: cards, permissions: cardUsers.permissions, contacts: contactsCountSql })
      .from(cards)
      .leftJoin(cardUsers, and(eq(cardUsers.cardId, cards.id), eq(cardUsers.userId, auth.user.id)))
      .where(where)
      .orderBy(order, desc(cards.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(cards).where(where),
  ]);
  const owners = await userSummariesByIds(
    db,
    rows.map((r) => r.card.ownerUserId),
  );
  return {
    total: totals[0]?.value ?? 0,
    // A card whose owner was deleted a moment ago is gone with it (the reference cascades).
    rows: rows.flatMap((r) => {
      const owner = owners.get(r.card.ownerUserId);
      if (!owner) return [];
      const can = cardAbilities(auth, r.card, (r.permissions as CardPermission[] | null) ?? null);
      return [listItem(r.card, ownerOf(owner), can, Number(r.contacts), auth, urls)];
    }),
  };
}

export async function cardDetail(
  db: Database,
  auth: AuthContext,
  row: CardRow,
  can: CardAbilities,
  urls: CardUrls,
): Promise<CardDetail> {
  const owner = await findUserById(db, row.ownerUserId);
  const [contacts] = await db
    .select({ value: count() })
    .from(cardContacts)
    .where(and(eq(cardContacts.cardId, row.id), isNull(cardContacts.spamReason)));
  const [pending] = await db
    .select({ id: cardTransfers.id, toEmail: cardTransfers.toEmail, createdAt: cardTransfers.createdAt })
    .from(cardTransfers)
    .where(and(eq(cardTransfers.cardId, row.id), eq(cardTransfers.status, 'pending')))
    .limit(1);
  return {
    ...listItem(row, ownerOf(owner!), can, contacts?.value ?? 0, auth, urls),
    bio: row.bio,
    logo_url: row.logoUrl,
    cover_url: row.coverUrl,
    slug: row.slug ?? '',
    landing_id: row.landingId,
    options: cardOptions(row) as unknown as Record<string, unknown>,
    version: row.version,
    short_url: urls.short(row),
    custom_url: urls.custom(row),
    vcard_url: urls.vcard(row),
    qr_svg_url: urls.qr(row, 'svg'),
    qr_png_url: urls.qr(row, 'png'),
    pending_transfer: pending
      ? { id: pending.id, to_email: pending.toEmail, created_at: pending.createdAt.toISOString() }
      : null,
  };
}

export async function getCard(db: Database, auth: AuthContext, cardId: number, urls: CardUrls) {
  const { card, can } = await cardForCaller(db, auth, cardId, 'view');
  return cardDetail(db, auth, card, can, urls);
}

/** Column values of a card's content, as stored. */
function contentColumns(content: CardContent) {
  return {
    name: content.name,
    jobTitle: content.job_title || null,
    company: content.company || null,
    bio: content.bio,
    photoUrl: content.photo_url,
    logoUrl: content.logo_url,
    coverUrl: content.cover_url,
    slug: content.slug || null,
    options: content.options,
  };
}

const SLUG_TAKEN = () => invalidField('slug', CARD_MESSAGES.slugTaken);

/** A custom URL must not be another card's custom URL or short URL. */
async function assertSlugFree(db: Database, slug: string, exceptCardId: number | null): Promise<void> {
  if (!slug) return;
  const conditions = [or(eq(cards.slug, slug), eq(cards.shortCode, slug))!];
  if (exceptCardId !== null) conditions.push(ne(cards.id, exceptCardId));
  const [taken] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw SLUG_TAKEN();
}

/**
 * The site a card's leads also go to: one of the card's agency that the caller can see (card
 * users see none, so they can keep a link an agency user made but not make one).
 */
async function assertLanding(
  db: Database,
  auth: AuthContext,
  agencyId: number,
  landingId: number | null,
  current: number | null,
): Promise<void> {
  if (landingId === null || landingId === current) return;
  if (!(await isSiteVisibleInAgency(db, auth, landingId, agencyId)))
    throw invalidField('landing_id', 'Choose one of your websites.');
}

/** SPEC §5: creating past the limit is refused with the product's own message. */
export class CardLimitReached extends HttpError {
  constructor() {
    super(403, CARD_MESSAGES.cardLimit);
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts a card for the caller once the limit allows it. The agency row is locked for the
 * transaction, so two creations at once cannot both take the last free place.
 */
async function insertWithinLimit(
  db: Database,
  auth: AuthContext,
  values: Omit<typeof cards.$inferInsert, 'agencyId' | 'ownerUserId' | 'shortCode'>,
): Promise<CardRow> {
  const agencyId = auth.agency?.id;
  if (agencyId === undefined) throw forbidden();
  try {
    return await db.transaction(async (tx: Tx) => {
      await lockAgencyRow(tx, agencyId);
      const allowance = await cardAllowance(tx as unknown as Database, auth);
      if (allowance.count >= allowance.limit) throw new CardLimitReached();
      for (let attempt = 0; ; attempt++) {
        const shortCode = newShortCode();
        const [clash] = await tx
          .select({ id: cards.id })
          .from(cards)
          .where(eq(cards.slug, shortCode))
          .limit(1);
        if (clash && attempt < 5) continue;
        const [row] = await tx
          .insert(cards)
          .values({ ...values, agencyId, ownerUserId: auth.user.id, shortCode })
          .returning();
        return row!;
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'cards_slug_idx')) throw SLUG_TAKEN();
    throw error;
  }
}

export async function createCard(
  db: Database,
  auth: AuthContext,
  body: CreateCardInput,
  urls: CardUrls,
): Promise<CardDetail> {
  const agencyId = auth.agency?.id ?? -1;
  await assertSlugFree(db, body.slug, null);
  await assertLanding(db, auth, agencyId, body.landing_id, null);
  const row = await insertWithinLimit(db, auth, { ...contentColumns(body), landingId: body.landing_id });
  return cardDetail(db, auth, row, cardAbilities(auth, row, null), urls);
}

export async function updateCard(
  db: Database,
  auth: AuthContext,
  cardId: number,
  body: UpdateCardInput,
  urls: CardUrls,
): Promise<CardDetail> {
  const { card, can } = await cardForCaller(db, auth, cardId, 'edit');
  await assertSlugFree(db, body.slug, card.id);
  await assertLanding(db, auth, card.agencyId, body.landing_id, card.landingId);
  let saved: CardRow | undefined;
  try {
    [saved] = await db
      .update(cards)
      .set({
        ...contentColumns(body),
        landingId: body.landing_id,
        version: sql`${cards.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(cards.id, card.id), eq(cards.version, body.version)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error, 'cards_slug_idx')) throw SLUG_TAKEN();
    throw error;
  }
  if (!saved)
    throw conflict(
      'This card was changed elsewhere since you opened it. Reload it to get the latest version.',
    );
  return cardDetail(db, auth, saved, can, urls);
}

/** A copy owned by the caller: same content and design, its own short URL, no custom URL, no leads. */
export async function cloneCard(
  db: Database,
  auth: AuthContext,
  cardId: number,
  urls: CardUrls,
): Promise<CardDetail> {
  const { card } = await cardForCaller(db, auth, cardId, 'edit');
  const copyName = `${card.name} (copy)`.slice(0, 120);
  const row = await insertWithinLimit(db, auth, {
    ...contentColumns({ ...cardContent(card), name: copyName, slug: '' }),
    landingId: card.landingId,
  });
  return cardDetail(db, auth, row, cardAbilities(auth, row, null), urls);
}

export async function deleteCard(db: Database, auth: AuthContext, cardId: number): Promise<void> {
  const { card } = await cardForCaller(db, auth, cardId, 'manage');
  await db.delete(cards).where(eq(cards.id, card.id));
}
