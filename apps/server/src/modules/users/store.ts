import { type LandingPermission, landingPermissions } from '@tessera/api-contract';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type StoredRole, userLandings, users } from '../../db/schema/users.ts';
import type { UserRow } from '../../lib/caller.ts';

/*
 * The accounts and site assignments other areas read and write (sign-in, sign-up, names in
 * lists, the sites a sub-user sees). It imports no area, so auth, agencies and every other area
 * can call it without forming a cycle. Functions that take a `db` also take the caller's
 * transaction where it needs the write to be atomic with its own.
 */

type Reader = Pick<Database, 'select'>;

export async function findUserById(db: Reader, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function findUserByEmail(db: Reader, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** Who a user is, as lists name people (card owners, audit actors, share creators). */
export interface UserSummary {
  id: number;
  name: string;
  email: string;
  role: StoredRole;
}

const summaryColumns = { id: users.id, name: users.name, email: users.email, role: users.role };

/**
 * The users the ids name (unknown ids are left out), in name order (then id), so a caller that
 * lists people by name can keep the map's order.
 */
export async function userSummariesByIds(
  db: Reader,
  ids: readonly number[],
): Promise<Map<number, UserSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(inArray(users.id, unique))
    .orderBy(asc(users.name), asc(users.id));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Ids of the users whose name or email matches a LIKE pattern (case-insensitive), for searches. */
export async function userIdsMatching(db: Reader, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  return rows.map((row) => row.id);
}

export async function userIdsOfAgency(db: Reader, agencyId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.agencyId, agencyId));
  return rows.map((row) => row.id);
}

const isOwner = eq(users.role, 'Agency');

/** Each agency's owner (the first, should an agency ever have several), by agency id. */
export async function agencyOwners(
  db: Reader,
  agencyIds: readonly number[],
): Promise<Map<number, UserSummary>> {
  const unique = [...new Set(agencyIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ ...summaryColumns, agencyId: users.agencyId })
    .from(users)
    .where(and(inArray(users.agencyId, unique), isOwner))
    .orderBy(asc(users.id));
  const owners = new Map<number, UserSummary>();
  for (const { agencyId, ...owner } of rows) {
    if (agencyId !== null && !owners.has(agencyId)) owners.set(agencyId, owner);
  }
  return owners;
}

/** Ids of the agencies whose owner's name or email matches a LIKE pattern, for agency searches. */
export async function agencyIdsOfOwnersMatching(
  db: Pick<Database, 'selectDistinct'>,
  pattern: string,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ agencyId: users.agencyId })
    .from(users)
    .where(and(isOwner, or(ilike(users.name, pattern), ilike(users.email, pattern))));
  return rows.flatMap((row) => (row.agencyId === null ? [] : [row.agencyId]));
}

/**
 * A new agency's owner, in the transaction that makes the agency; null when another account took
 * the email meanwhile (the unique index decides a race, so the caller answers 422, not 500).
 */
export async function insertAgencyOwner(
  tx: Pick<Database, 'insert'>,
  owner: { agencyId: number; email: string; name: string; passwordHash: string },
): Promise<UserRow | null> {
  const [created] = await tx
    .insert(users)
    .values({ ...owner, role: 'Agency' })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created ?? null;
}

export async function setPasswordHash(
  db: Pick<Database, 'update'>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Changes what is given of a user's name and email; answers the row as it now is. */
export async function updateNameAndEmail(
  db: Pick<Database, 'update'>,
  userId: number,
  change: { name?: string | undefined; email?: string | undefined },
): Promise<UserRow | null> {
  const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (change.name !== undefined) patch.name = change.name;
  if (change.email !== undefined) patch.email = change.email;
  const [user] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  return user ?? null;
}

/** A sub-user's assigned sites and what it may do on each (SPEC §6 userLandings), by site id. */
export async function sitePermissionsOfUser(
  db: Reader,
  userId: number,
): Promise<Array<{ landingId: number; permissions: LandingPermission[] }>> {
  return db
    .select({ landingId: userLandings.landingId, permissions: userLandings.permissions })
    .from(userLandings)
    .where(eq(userLandings.userId, userId))
    .orderBy(asc(userLandings.landingId));
}

/** The sites whose assignment grants the user one permission. */
export async function landingIdsGranting(
  db: Reader,
  userId: number,
  permission: LandingPermission,
): Promise<number[]> {
  const rows = await db
    .select({ id: userLandings.landingId })
    .from(userLandings)
    .where(
      and(
        eq(userLandings.userId, userId),
        sql`${userLandings.permissions} @> ${JSON.stringify([permission])}::jsonb`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Assigns a site to a user with every permission (a sub-user is given the site it made). */
export async function grantEverySitePermission(
  tx: Pick<Database, 'insert'>,
  userId: number,
  landingId: number,
): Promise<void> {
  await tx.insert(userLandings).values({ userId, landingId, permissions: [...landingPermissions] });
}
