import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agencies, whitelabels } from '../db/schema/index.ts';
import type { SiteOrigins } from '../sites/origin.ts';

type WhitelabelRow = typeof whitelabels.$inferSelect;

/**
 * A link into the app for anything e-mailed or stored (password resets, invitations, card
 * transfers, lead alerts): the white label's configured domain with the deployment's scheme and
 * port (`SITES_HTTPS`, `SITES_PORT`). Never built from a request's Host, Origin or
 * X-Forwarded-* headers, which whoever sends the request chooses.
 */
export function appUrl(
  origins: SiteOrigins,
  whitelabel: Pick<WhitelabelRow, 'domain'>,
  path: string,
): string {
  return `${origins.hostOrigin(whitelabel.domain)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The white label an agency's people sign in on; null for no agency (admins). */
export async function whitelabelOfAgency(
  db: Database,
  agencyId: number | null,
): Promise<WhitelabelRow | null> {
  if (agencyId === null) return null;
  const [row] = await db
    .select({ whitelabel: whitelabels })
    .from(agencies)
    .innerJoin(whitelabels, eq(whitelabels.id, agencies.whitelabelId))
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row?.whitelabel ?? null;
}

/** The platform's first white label: where people of no agency (admins) are sent. */
export async function platformWhitelabel(db: Database): Promise<WhitelabelRow | null> {
  const [row] = await db.select().from(whitelabels).orderBy(asc(whitelabels.id)).limit(1);
  return row ?? null;
}

/**
 * `appUrl` for the people of an agency (its own white label; the platform's first for none), e.g.
 * a link to a contact in a lead alert: `appUrlForAgency(db, app.sites.origins, agencyId, path)`.
 */
export async function appUrlForAgency(
  db: Database,
  origins: SiteOrigins,
  agencyId: number | null,
  path: string,
): Promise<string> {
  const whitelabel = (await whitelabelOfAgency(db, agencyId)) ?? (await platformWhitelabel(db));
  if (!whitelabel) throw new Error('The platform has no white label to link to.');
  return appUrl(origins, whitelabel, path);
}
