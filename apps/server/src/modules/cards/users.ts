import type { CardPermission, CardUserItem } from '@tessera/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardUsers } from '../../db/schema/cards.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { findUserByEmail, userSummariesByIds } from '../users/store.ts';
import { type CardRow, cardForCaller } from './access.ts';

const ASSIGNABLE_ROLES = new Set(['AgencyUser', 'WebsiteUser', 'CardUser']);

export const CARD_USER_MESSAGES = {
  unknown: 'No user of your agency has this email address.',
  owner: 'This is the card’s owner: they can already do everything with it.',
  role: 'Only agency users, website users and card users can be given a card.',
  already: 'This user already has this card.',
  ok: 'This user can be given the card.',
} as const;

/** Why an address cannot be given the card (null when it can), and the user it names. */
async function assignability(db: Database, card: CardRow, email: string) {
  const user = await findUserByEmail(db, email);
  // Users of other agencies are "unknown": the check never tells who exists elsewhere.
  if (!user || user.agencyId !== card.agencyId) return { user: null, problem: CARD_USER_MESSAGES.unknown };
  if (user.id === card.ownerUserId) return { user, problem: CARD_USER_MESSAGES.owner };
  if (!ASSIGNABLE_ROLES.has(user.role)) return { user, problem: CARD_USER_MESSAGES.role };
  const [existing] = await db
    .select({ userId: cardUsers.userId })
    .from(cardUsers)
    .where(and(eq(cardUsers.cardId, card.id), eq(cardUsers.userId, user.id)))
    .limit(1);
  if (existing) return { user, problem: CARD_USER_MESSAGES.already };
  return { user, problem: null };
}

export async function checkCardUserEmail(db: Database, auth: AuthContext, cardId: number, email: string) {
  const { card } = await cardForCaller(db, auth, cardId, 'manage');
  const { user, problem } = await assignability(db, card, email);
  return {
    email,
    assignable: problem === null,
    name: problem === CARD_USER_MESSAGES.unknown ? null : (user?.name ?? null),
    message: problem ?? CARD_USER_MESSAGES.ok,
  };
}

export async function listCardUsers(
  db: Database,
  auth: AuthContext,
  cardId: number,
): Promise<CardUserItem[]> {
  const { card } = await cardForCaller(db, auth, cardId, 'view');
  const grants = await db
    .select({ userId: cardUsers.userId, permissions: cardUsers.permissions })
    .from(cardUsers)
    .where(eq(cardUsers.cardId, card.id));
  const permissions = new Map(grants.map((grant) => [grant.userId, grant.permissions as CardPermission[]]));
  // The people come in name order, which the list keeps.
  const people = await userSummariesByIds(db, [...permissions.keys()]);
  return [...people.values()].map((person) => ({
    user_id: person.id,
    name: person.name,
    email: person.email,
    role: person.role,
    permissions: permissions.get(person.id)!,
  }));
}

export async function assignCardUser(
  db: Database,
  auth: AuthContext,
  cardId: number,
  body: { email: string; permissions: CardPermission[] },
): Promise<string> {
  const { card } = await cardForCaller(db, auth, cardId, 'manage');
  const { user, problem } = await assignability(db, card, body.email);
  if (problem || !user) throw invalidField('email', problem ?? CARD_USER_MESSAGES.unknown);
  await db
    .insert(cardUsers)
    .values({ cardId: card.id, userId: user.id, permissions: [...new Set(body.permissions)] })
    .onConflictDoNothing();
  return user.name;
}

export async function updateCardUser(
  db: Database,
  auth: AuthContext,
  cardId: number,
  userId: number,
  permissions: CardPermission[],
): Promise<void> {
  const { card } = await cardForCaller(db, auth, cardId, 'manage');
  const updated = await db
    .update(cardUsers)
    .set({ permissions: [...new Set(permissions)] })
    .where(and(eq(cardUsers.cardId, card.id), eq(cardUsers.userId, userId)))
    .returning({ userId: cardUsers.userId });
  if (updated.length === 0) throw notFound('This user does not have this card.');
}

export async function removeCardUser(db: Database, auth: AuthContext, cardId: number, userId: number) {
  const { card } = await cardForCaller(db, auth, cardId, 'manage');
  const removed = await db
    .delete(cardUsers)
    .where(and(eq(cardUsers.cardId, card.id), eq(cardUsers.userId, userId)))
    .returning({ userId: cardUsers.userId });
  if (removed.length === 0) throw notFound('This user does not have this card.');
}
