import { KEYWORDS_PER_SITE, type Keyword, type KeywordListQuery } from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keywords } from '../../db/schema/keywords.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { siteForCaller } from '../landings/access.ts';

const toKeyword = (row: typeof keywords.$inferSelect): Keyword => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
});

const sortColumns = { name: sql`lower(${keywords.name})`, created_at: keywords.createdAt } as const;

export async function listKeywords(
  db: Database,
  auth: AuthContext,
  landingId: number,
  query: KeywordListQuery,
): Promise<{ rows: Keyword[]; total: number }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const where = and(
    eq(keywords.landingId, site.id),
    query.search ? ilike(keywords.name, likePattern(query.search)) : undefined,
  );
  const direction = query.order === 'desc' ? desc : asc;
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(keywords)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), asc(keywords.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(keywords).where(where),
  ]);
  return { rows: rows.map(toKeyword), total: totals[0]?.value ?? 0 };
}

/**
 * Adds names the site does not have yet (compared without case); names it has are skipped,
 * not errors, so pasting a list twice is harmless.
 */
export async function addKeywords(
  db: Database,
  auth: AuthContext,
  landingId: number,
  names: readonly string[],
): Promise<{ added: string[]; skipped: string[] }> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  const unique = new Map<string, string>();
  for (const name of names) if (!unique.has(name.toLowerCase())) unique.set(name.toLowerCase(), name);
  return db.transaction(async (tx) => {
    // One writer per site at a time, so the per-site cap holds under concurrent adds.
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYWORD_LOCK}, ${site.id})`);
    const [existing] = await tx
      .select({ value: count() })
      .from(keywords)
      .where(eq(keywords.landingId, site.id));
    const inserted = await tx
      .insert(keywords)
      .values([...unique.values()].map((name) => ({ agencyId: site.agencyId, landingId: site.id, name })))
      .onConflictDoNothing()
      .returning({ name: keywords.name });
    if ((existing?.value ?? 0) + inserted.length > KEYWORDS_PER_SITE) {
      throw new HttpError(422, `A site can have at most ${KEYWORDS_PER_SITE} keywords.`, {
        names: [`A site can have at most ${KEYWORDS_PER_SITE} keywords.`],
      });
    }
    const added = new Set(inserted.map((row) => row.name.toLowerCase()));
    return {
      added: inserted.map((row) => row.name),
      skipped: [...unique.values()].filter((name) => !added.has(name.toLowerCase())),
    };
  });
}

const KEYWORD_LOCK = 7_314_002;

export async function deleteKeyword(
  db: Database,
  auth: AuthContext,
  landingId: number,
  name: string,
): Promise<void> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  const deleted = await db
    .delete(keywords)
    .where(and(eq(keywords.landingId, site.id), sql`lower(${keywords.name}) = lower(${name})`))
    .returning({ id: keywords.id });
  if (deleted.length === 0) throw notFound('Keyword not found.');
}
