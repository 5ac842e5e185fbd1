import {
  type CardAbilities,
  type CardPermission,
  type LandingPermission,
  landingPermissions,
} from '@tessera/api-contract';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cards, cardUsers } from '../../db/schema/cards.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';

export const CARD_NOT_FOUND = 'Card not found.';
export const NO_CARD_PERMISSION = 'You do not have permission to do this on this card.';

export type CardRow = typeof cards.$inferSelect;

/** The agency owner sees every card of the agency; everyone else their own and those shared with them. */
export function visibleCards(db: Database, auth: AuthContext): SQL {
  const inAgency = eq(cards.agencyId, auth.agency?.id ?? -1);
  if (auth.user.role === 'Agency') return inAgency;
  const shared = db
    .select({ id: cardUsers.cardId })
    .from(cardUsers)
    .where(eq(cardUsers.userId, auth.user.id));
  return and(inAgency, or(eq(cards.ownerUserId, auth.user.id), inArray(cards.id, shared)))!;
}

/**
 * The cards a user holds with what they may do with each: those they own carry every permission
 * (listed first), those shared with them what the owner granted; each group by card id.
 */
export async function cardPermissionsOfUser(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<{ cardId: number; permissions: LandingPermission[] }[]> {
  const [owned, shared] = await Promise.all([
    db.select({ cardId: cards.id }).from(cards).where(eq(cards.ownerUserId, userId)).orderBy(asc(cards.id)),
    db
      .select({ cardId: cardUsers.cardId, permissions: cardUsers.permissions })
      .from(cardUsers)
      .where(eq(cardUsers.userId, userId))
      .orderBy(asc(cardUsers.cardId)),
  ]);
  const all: LandingPermission[] = [...landingPermissions];
  return [...owned.map((card) => ({ cardId: card.cardId, permissions: all })), ...shared];
}

/**
 * What the caller may do with a card: its owner and the agency owner everything; a user it is
 * shared with what their card permissions say (SPEC §3 userCards).
 */
export function cardAbilities(
  auth: AuthContext,
  card: Pick<CardRow, 'ownerUserId'>,
  permissions: readonly CardPermission[] | null,
): CardAbilities {
  const full = auth.user.role === 'Agency' || card.ownerUserId === auth.user.id;
  if (full) return { edit: true, contacts: true, manage: true };
  const held = permissions ?? [];
  return { edit: held.includes('edit_design'), contacts: held.includes('manage_forms'), manage: false };
}

export type CardNeed = 'view' | keyof CardAbilities;

/**
 * The card the caller may work on, checked for one ability: 404 when the caller cannot see it
 * (another tenant's or another user's card is "not found"), 403 when it can see it but lacks
 * the ability. Every route under `/cards/{id}` starts here.
 */
export async function cardForCaller(
  db: Database,
  auth: AuthContext,
  cardId: number,
  need: CardNeed,
): Promise<{ card: CardRow; can: CardAbilities }> {
  const [row] = await db
    .select({ card: cards, permissions: cardUsers.permissions })
    .from(cards)
    .leftJoin(cardUsers, and(eq(cardUsers.cardId, cards.id), eq(cardUsers.userId, auth.user.id)))
    .where(and(eq(cards.id, cardId), visibleCards(db, auth)))
    .limit(1);
  if (!row) throw notFound(CARD_NOT_FOUND);
  const can = cardAbilities(auth, row.card, (row.permissions as CardPermission[] | null) ?? null);
  if (need !== 'view' && !can[need]) throw forbidden(NO_CARD_PERMISSION);
  return { card: row.card, can };
}
