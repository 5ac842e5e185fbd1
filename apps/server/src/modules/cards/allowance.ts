import { and, count, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cards, cardUsers } from '../../db/schema/cards.ts';
import type { AuthContext } from '../auth/session.ts';

/**
 * SPEC §3 Config card_count / card_limit and §5 card limit: the cards the caller holds (the
 * agency's for agency-area roles; their own and shared ones for card users) against the
 * agency's limit. `/config` shows it and card creation enforces it, so both always agree.
 */
export async function cardAllowance(
  db: Database,
  auth: AuthContext | null,
): Promise<{ count: number; limit: number }> {
  if (!auth?.agency) return { count: 0, limit: 0 };
  const scope =
    auth.user.role === 'CardUser'
      ? or(eq(cards.ownerUserId, auth.user.id), eq(cardUsers.userId, auth.user.id))
      : eq(cards.agencyId, auth.agency.id);
  const [row] = await db
    .select({ value: count(cards.id) })
    .from(cards)
    .leftJoin(cardUsers, and(eq(cardUsers.cardId, cards.id), eq(cardUsers.userId, auth.user.id)))
    .where(and(eq(cards.agencyId, auth.agency.id), scope));
  return { count: row?.value ?? 0, limit: auth.agency.cardLimit };
}
