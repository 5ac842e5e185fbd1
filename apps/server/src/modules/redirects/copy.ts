import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction as Executor } from '../../db/client.ts';
import { redirects } from '../../db/schema/redirects.ts';

/**
 * A site's redirects follow it into a copy (clone, duplicate, a website made from a template,
 * modules/landings/copy.ts), their hit counts starting over. The copy may rewrite where they lead
 * first (file URLs, template placeholders).
 */

/** A redirect of a site being copied. */
export interface SourceRedirect {
  fromPath: string;
  toUrl: string;
  status: 301 | 302;
  match: 'exact' | 'prefix';
}

/** The redirects of a site being copied, oldest first. */
export function sourceRedirects(db: Pick<Database, 'select'>, landingId: number): Promise<SourceRedirect[]> {
  return db
    .select({
      fromPath: redirects.fromPath,
      toUrl: redirects.toUrl,
      status: redirects.status,
      match: redirects.match,
    })
    .from(redirects)
    .where(eq(redirects.landingId, landingId))
    .orderBy(asc(redirects.id));
}

/** Inserts the copies of `redirects` into the new site, in the copy's transaction. */
export async function copyRedirects(
  tx: Executor,
  copy: {
    redirects: readonly SourceRedirect[];
    /** Where each leads as the copy rewrote it (`redirects[i].toUrl` when not given). */
    toUrls: readonly string[];
    landingId: number;
    agencyId: number;
  },
): Promise<void> {
  if (copy.redirects.length === 0) return;
  await tx.insert(redirects).values(
    copy.redirects.map((redirect, index) => ({
      agencyId: copy.agencyId,
      landingId: copy.landingId,
      fromPath: redirect.fromPath,
      toUrl: copy.toUrls[index] ?? redirect.toUrl,
      status: redirect.status,
      match: redirect.match,
    })),
  );
}
