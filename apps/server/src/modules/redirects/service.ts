import {
  REDIRECT_MESSAGES,
  type RedirectItem,
  type RedirectListQuery,
  type RedirectMatch,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { redirects } from '../../db/schema/redirects.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { siteForCaller } from '../landings/access.ts';

export const REDIRECT_NOT_FOUND = 'Redirect not found.';

type RedirectRow = typeof redirects.$inferSelect;

export function redirectItem(row: RedirectRow): RedirectItem {
  return {
    id: row.id,
    landing_id: row.landingId,
    match: row.match,
    from_path: row.fromPath,
    to_url: row.toUrl,
    status: row.status === 302 ? 302 : 301,
    hits: row.hits,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const sortColumns = {
  id: redirects.id,
  from_path: redirects.fromPath,
  to_url: redirects.toUrl,
  hits: redirects.hits,
  created_at: redirects.createdAt,
  updated_at: redirects.updatedAt,
} as const;

export async function listRedirects(
  db: Database,
  auth: AuthContext,
  landingId: number,
  match: RedirectMatch,
  query: RedirectListQuery | null,
): Promise<{ rows: RedirectItem[]; total: number }> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  const conditions: SQL[] = [
    eq(redirects.landingId, site.id),
    eq(redirects.agencyId, site.agencyId),
    eq(redirects.match, match),
  ];
  if (query?.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(redirects.fromPath, pattern), ilike(redirects.toUrl, pattern))!);
  }
  const where = and(...conditions);
  const column = sortColumns[query?.sort ?? 'from_path'];
  const order = query?.order === 'desc' ? desc(column) : asc(column);
  const select = db.select().from(redirects).where(where).orderBy(order, asc(redirects.id));
  // `/all` (query null) is the whole list, for pickers and exports.
  const window = query ? pageWindow(query.page, query.per_page) : null;
  const rows = window ? await select.limit(window.limit).offset(window.offset) : await select;
  const [totals] = await db.select({ value: count() }).from(redirects).where(where);
  return { rows: rows.map(redirectItem), total: totals?.value ?? 0 };
}

async function redirectForCaller(
  db: Database,
  auth: AuthContext,
  landingId: number,
  redirectId: number,
  match: RedirectMatch,
  permission: 'view' | 'manage_settings',
): Promise<RedirectRow> {
  const site = await siteForCaller(db, auth, landingId, permission);
  const [row] = await db
    .select()
    .from(redirects)
    .where(
      and(
        eq(redirects.id, redirectId),
        eq(redirects.landingId, site.id),
        eq(redirects.agencyId, site.agencyId),
        eq(redirects.match, match),
      ),
    )
    .limit(1);
  if (!row) throw notFound(REDIRECT_NOT_FOUND);
  return row;
}

export function getRedirect(
  db: Database,
  auth: AuthContext,
  landingId: number,
  redirectId: number,
  match: RedirectMatch,
): Promise<RedirectRow> {
  return redirectForCaller(db, auth, landingId, redirectId, match, 'view');
}

/** A path is redirected at most once per site, whichever kind: the public server must know which wins. */
async function withUniquePath<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('from_path', REDIRECT_MESSAGES.taken);
    throw error;
  }
}

export async function createRedirect(
  db: Database,
  auth: AuthContext,
  landingId: number,
  match: RedirectMatch,
  body: { from_path: string; to_url: string; status: 301 | 302 },
): Promise<RedirectRow> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  const [row] = await withUniquePath(() =>
    db
      .insert(redirects)
      .values({
        agencyId: site.agencyId,
        landingId: site.id,
        match,
        fromPath: body.from_path,
        toUrl: body.to_url,
        status: body.status,
      })
      .returning(),
  );
  return row!;
}

export async function updateRedirect(
  db: Database,
  auth: AuthContext,
  landingId: number,
  redirectId: number,
  match: RedirectMatch,
  body: { from_path?: string; to_url?: string; status?: 301 | 302 },
): Promise<RedirectRow> {
  const row = await redirectForCaller(db, auth, landingId, redirectId, match, 'manage_settings');
  const fromPath = body.from_path ?? row.fromPath;
  const toUrl = body.to_url ?? row.toUrl;
  if (fromPath === toUrl) throw invalidField('to_url', REDIRECT_MESSAGES.loop);
  const [saved] = await withUniquePath(() =>
    db
      .update(redirects)
      .set({ fromPath, toUrl, status: body.status ?? row.status, updatedAt: new Date() })
      .where(eq(redirects.id, row.id))
      .returning(),
  );
  return saved!;
}

export async function deleteRedirect(
  db: Database,
  auth: AuthContext,
  landingId: number,
  redirectId: number,
  match: RedirectMatch,
): Promise<RedirectRow> {
  const row = await redirectForCaller(db, auth, landingId, redirectId, match, 'manage_settings');
  await db.delete(redirects).where(eq(redirects.id, row.id));
  return row;
}

/** SPEC §4: redirect counters can be reset. */
export async function resetRedirectHits(
  db: Database,
  auth: AuthContext,
  landingId: number,
  redirectId: number,
  match: RedirectMatch,
): Promise<RedirectRow> {
  const row = await redirectForCaller(db, auth, landingId, redirectId, match, 'manage_settings');
  const [saved] = await db.update(redirects).set({ hits: 0 }).where(eq(redirects.id, row.id)).returning();
  return saved!;
}

/** Every redirect of the site with where it leads (page relations: the redirects that lead to a page). */
export async function siteRedirectTargets(
  db: Pick<Database, 'select'>,
  landingId: number,
): Promise<{ id: number; fromPath: string; toUrl: string }[]> {
  return db
    .select({ id: redirects.id, fromPath: redirects.fromPath, toUrl: redirects.toUrl })
    .from(redirects)
    .where(eq(redirects.landingId, landingId));
}

/**
 * Adds a redirect to the site, in the caller's transaction, unless the site already has one from
 * the same path (which is then left as it is): a renamed page's old address keeps working.
 */
export async function addRedirectUnlessTaken(
  tx: Pick<Database, 'insert'>,
  redirect: { agencyId: number; landingId: number; fromPath: string; toUrl: string; status: 301 | 302 },
): Promise<void> {
  await tx.insert(redirects).values(redirect).onConflictDoNothing();
}
