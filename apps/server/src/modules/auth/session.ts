import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hasCourses } from '../courses/visibility.ts';
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

const resellers = alias(agencies, 'reseller');

/** One query per request: the token's live session joined to its user, agency and reseller. */
export async function resolveToken(db: Database, accessToken: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      agency: agencies,
      reseller: { status: resellers.status, resellerStatus: resellers.resellerStatus },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .leftJoin(resellers, eq(resellers.id, agencies.parentAgencyId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(accessToken)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const facts = {
    role: row.user.role,
    hasCourses: row.user.hasCourses,
    agency: row.agency,
    reseller: row.reseller?.status && row.reseller.resellerStatus ? row.reseller : null,
  };
  let blocked = isBlocked(facts);
  // Only the SPEC §4 course-holder exemption could let this caller in: ask whether it has courses
  // (one more query, only for callers who would otherwise be blocked).
  if (blocked && !isBlocked({ ...facts, hasCourses: true })) {
    blocked = !(await hasCourses(db, row.user, row.agency));
  }
  return {
    user: row.user,
    agency: row.agency,
    sessionId: row.session.id,
    impersonatorUserId: row.session.impersonatorUserId,
    expiresAt: row.session.expiresAt,
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

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
