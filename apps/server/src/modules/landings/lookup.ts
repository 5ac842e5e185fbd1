import type { SiteSettings } from '@tessera/api-contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { landings } from '../../db/schema/landings.ts';

/**
 * Sites as other areas read and change them, without their callers' checks: each caller has
 * already settled who may do what (siteForCaller, a host, a job). This module imports nothing of
 * another area, so areas the landings area calls (blogs, menus, files, templates, users) can call
 * it back without an import cycle.
 */

/** Reads only: a database or a transaction. */
type Reader = Pick<Database, 'select'>;
/** Writes: a database or a transaction. */
type Writer = Pick<Database, 'update' | 'delete'>;

type SiteRow = typeof landings.$inferSelect;

/** What lists and messages show of a site, and whose it is. */
export interface SiteLabel {
  id: number;
  agencyId: number;
  title: string;
  subdomain: string;
  domain: string | null;
  domainVerified: boolean;
}

/** The sites with these ids (unknown ids are left out), ordered as lists show sites: by title, then id. */
export async function sitesByIds(db: Reader, ids: readonly number[]): Promise<SiteLabel[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: landings.id,
      agencyId: landings.agencyId,
      title: landings.title,
      subdomain: landings.subdomain,
      domain: landings.domain,
      domainVerified: landings.domainVerified,
    })
    .from(landings)
    .where(inArray(landings.id, [...new Set(ids)]))
    .orderBy(asc(landings.title), asc(landings.id));
}

/**
 * Where each of these sites comes when sites are sorted by title ignoring case, as a map from id
 * to position (1 first); sites whose titles differ only in case share one.
 */
export async function siteTitlePositions(db: Reader, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: landings.id,
      position: sql<string>`dense_rank() over (order by lower(${landings.title}))`,
    })
    .from(landings)
    .where(inArray(landings.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, Number(row.position)]));
}

/** The subdomain of the agency's oldest site; null when it has none. */
export async function firstSiteSubdomain(db: Reader, agencyId: number): Promise<string | null> {
  const [site] = await db
    .select({ subdomain: landings.subdomain })
    .from(landings)
    .where(eq(landings.agencyId, agencyId))
    .orderBy(asc(landings.id))
    .limit(1);
  return site?.subdomain ?? null;
}

/** Whether a site has this custom domain (verified or not). */
export async function isDomainUsedBySite(db: Reader, domain: string): Promise<boolean> {
  const [site] = await db
    .select({ id: landings.id })
    .from(landings)
    .where(eq(landings.domain, domain))
    .limit(1);
  return site !== undefined;
}

/** What rendering a blog post or the blog index reads of its site. */
export interface SiteRenderDetails {
  id: number;
  title: string;
  settings: Record<string, unknown>;
  faviconUrl: string | null;
  subdomain: string;
  domain: string | null;
  domainVerified: boolean;
}

export async function siteRenderDetails(db: Reader, landingId: number): Promise<SiteRenderDetails | null> {
  const [site] = await db
    .select({
      id: landings.id,
      title: landings.title,
      settings: landings.settings,
      faviconUrl: landings.faviconUrl,
      subdomain: landings.subdomain,
      domain: landings.domain,
      domainVerified: landings.domainVerified,
    })
    .from(landings)
    .where(eq(landings.id, landingId))
    .limit(1);
  return site ?? null;
}

// Template and admin blog backing sites ------------------------------------------------------

/** The backing site of an admin template (`is_template`); null when there is no such site. */
export async function templateSite(db: Reader, landingId: number): Promise<SiteRow | null> {
  const [site] = await db
    .select()
    .from(landings)
    .where(and(eq(landings.id, landingId), eq(landings.isTemplate, true)))
    .limit(1);
  return site ?? null;
}

/** A template's name and description, which its backing site carries as title and description. */
export async function renameTemplateSite(
  tx: Writer,
  landingId: number,
  details: { title?: string | undefined; description?: string | undefined },
  updatedAt: Date,
): Promise<void> {
  await tx
    .update(landings)
    .set({
      ...(details.title !== undefined ? { title: details.title } : {}),
      ...(details.description !== undefined ? { description: details.description } : {}),
      updatedAt,
    })
    .where(and(eq(landings.id, landingId), eq(landings.isTemplate, true)));
}

/** Deletes a template's backing site, with everything of it (the template row cascades too). */
export async function deleteTemplateSite(db: Writer, landingId: number): Promise<void> {
  await db.delete(landings).where(and(eq(landings.id, landingId), eq(landings.isTemplate, true)));
}

/** The admin blog's backing site (one template site flagged `platform_blog`); null before it is made. */
export async function platformBlogSite(db: Reader): Promise<SiteRow | null> {
  const [site] = await db
    .select()
    .from(landings)
    .where(and(eq(landings.platformBlog, true), eq(landings.isTemplate, true)))
    .limit(1);
  return site ?? null;
}

// Changing one part of a site ----------------------------------------------------------------

/**
 * Writes one key of the site's settings document in place, so a settings save at the same moment
 * keeps its other groups, and bumps the settings version: a settings screen holding the older
 * document must find out (409 on its next save).
 */
export async function updateSiteSettingsPart<K extends keyof SiteSettings>(
  db: Writer,
  landingId: number,
  key: K,
  value: SiteSettings[K],
): Promise<void> {
  await db
    .update(landings)
    .set({
      settings: sql`jsonb_set(coalesce(${landings.settings}, '{}'::jsonb), ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb, true)`,
      settingsVersion: sql`${landings.settingsVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(landings.id, landingId));
}

/** The whole settings document as given, without a version bump: for a site being made (the seed). */
export async function replaceSiteSettings(
  tx: Writer,
  landingId: number,
  settings: Record<string, unknown>,
): Promise<void> {
  await tx.update(landings).set({ settings }).where(eq(landings.id, landingId));
}

/** The site's robots.txt (null serves the default); answers the site as it is now. */
export async function setSiteRobotsTxt(
  db: Writer,
  landingId: number,
  robotsTxt: string | null,
): Promise<SiteRow | null> {
  const [site] = await db
    .update(landings)
    .set({ robotsTxt, updatedAt: new Date() })
    .where(eq(landings.id, landingId))
    .returning();
  return site ?? null;
}

/** The site's icon (null goes back to the white label's). */
export async function setSiteFaviconUrl(
  db: Writer,
  landingId: number,
  faviconUrl: string | null,
): Promise<void> {
  await db.update(landings).set({ faviconUrl, updatedAt: new Date() }).where(eq(landings.id, landingId));
}
