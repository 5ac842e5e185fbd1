import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { agencyWithReseller } from '../agencies/store.ts';
import { hasCourses } from '../courses/visibility.ts';
import { findUserById } from '../users/store.ts';
import { isBlocked } from './blocking.ts';

export type { AgencyRow, AuthContext, UserRow } from '../../lib/caller.ts';

export interface IssuedToken {
  accessToken: string;
  expiresAt: Date;
  sessionId: number;
}

export async function issueToken(
  db: Database,
  userId: number,
  ttlMs: number,
  options: {
    /** Impersonation: who acts, and from which of their sessions (ending it ends this one). */
    impersonation?: { userId: number; sessionId: number };
    notAfter?: Date;
  } = {},
): Promise<IssuedToken> {
  const accessToken = randomToken();
  let expiresAt = new Date(Date.now() + ttlMs);
  if (options.notAfter && options.notAfter < expiresAt) expiresAt = options.notAfter;
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(accessToken),
      userId,
      impersonatorUserId: options.impersonation?.userId ?? null,
      startedBySessionId: options.impersonation?.sessionId ?? null,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { accessToken, expiresAt, sessionId: session!.id };
}

const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/**
 * The token's live session, its user, and the user's agency and reseller: lookups by key through
 * the areas that own those rows (auth, users, agencies), rather than one join across them.
 */
export async function resolveToken(db: Database, accessToken: string): Promise<AuthContext | null> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(accessToken)), live()))
    .limit(1);
  if (!session) return null;
  const user = await findUserById(db, session.userId);
  if (!user) return null;
  const joined = user.agencyId === null ? null : await agencyWithReseller(db, user.agencyId);
  const agency = joined?.agency ?? null;
  const facts = { role: user.role, hasCourses: user.hasCourses, agency, reseller: joined?.reseller ?? null };
  let blocked = isBlocked(facts);
  // Only the SPEC §4 course-holder exemption could let this caller in: ask whether it has courses
  // (one more query, only for callers who would otherwise be blocked).
  if (blocked && !isBlocked({ ...facts, hasCourses: true })) {
    blocked = !(await hasCourses(db, user, agency));
  }
  return {
    user,
    agency,
    sessionId: session.id,
    impersonatorUserId: session.impersonatorUserId,
    expiresAt: session.expiresAt,
    blocked,
  };
}

/**
 * Ends a session and the impersonation sessions it started (an impersonation cannot start
 * another, so one level is all there is).
 */
export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        or(eq(sessions.id, sessionId), eq(sessions.startedBySessionId, sessionId)),
        isNull(sessions.revokedAt),
      ),
    );
}

/**
 * Password change, reset and deletion end every session of the user: their own, those acting as
 * them, and those in which they act as someone else.
 */
export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.impersonatorUserId, userId)),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Whether the actor has a live session in which it acts as one of these users. */
export async function impersonatesAnyOf(
  db: Database,
  actorUserId: number,
  userIds: readonly number[],
): Promise<boolean> {
  if (userIds.length === 0) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.impersonatorUserId, actorUserId), inArray(sessions.userId, [...userIds]), live()))
    .limit(1);
  return row !== undefined;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
