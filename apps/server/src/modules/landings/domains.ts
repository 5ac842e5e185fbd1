import { DOMAIN_MESSAGES } from '@tessera/api-contract';
import { SUBDOMAIN_MAX_LENGTH, slugify } from '@tessera/document';
import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { landings } from '../../db/schema/landings.ts';
import { whitelabelByDomain } from '../whitelabels/lookup.ts';

/**
 * Subdomains kept for the platform: names that would look like ours (or an infrastructure host)
 * on the sites domain, and so mislead visitors.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'static',
  'assets',
  'cdn',
  'status',
  'dashboard',
  'login',
  'auth',
  'localhost',
  // Digital business cards are served on card.{SITES_DOMAIN} (modules/cards/public).
  'card',
  // Admin records (page templates, …) are previewed on preview.{SITES_DOMAIN} (sites/admin-previews.ts).
  'preview',
]);

type DomainConfig = Pick<ServerConfig, 'APP_DOMAINS' | 'SITES_DOMAIN'>;

const except = (landingId: number | undefined): SQL[] =>
  landingId === undefined ? [] : [ne(landings.id, landingId)];

/** Whether a host name is one of the platform's own (app domains, white labels, the sites domain). */
async function isPlatformHost(db: Database, config: DomainConfig, host: string): Promise<boolean> {
  if (config.APP_DOMAINS.includes(host) || host === config.SITES_DOMAIN) return true;
  return (await whitelabelByDomain(db, host)) !== null;
}

/**
 * The uniqueness half of the subdomain rule (the format half is `subdomainInput`): free across
 * the platform, not reserved, and not naming an app host on the sites domain. Null when free.
 */
export async function subdomainProblem(
  db: Database,
  config: DomainConfig,
  subdomain: string,
  exceptLandingId?: number,
): Promise<string | null> {
  if (RESERVED_SUBDOMAINS.has(subdomain)) return DOMAIN_MESSAGES.subdomainReserved;
  if (await isPlatformHost(db, config, `${subdomain}.${config.SITES_DOMAIN}`)) {
    return DOMAIN_MESSAGES.subdomainReserved;
  }
  const [taken] = await db
    .select({ id: landings.id })
    .from(landings)
    .where(and(eq(landings.subdomain, subdomain), ...except(exceptLandingId)))
    .limit(1);
  return taken ? DOMAIN_MESSAGES.subdomainTaken : null;
}

/** The uniqueness half of the custom domain rule. Null when the domain may be used. */
export async function domainProblem(
  db: Database,
  config: DomainConfig,
  domain: string,
  exceptLandingId?: number,
): Promise<string | null> {
  if (domain.endsWith(`.${config.SITES_DOMAIN}`) || (await isPlatformHost(db, config, domain))) {
    return DOMAIN_MESSAGES.domainIsPlatform;
  }
  const [taken] = await db
    .select({ id: landings.id })
    .from(landings)
    .where(and(eq(landings.domain, domain), ...except(exceptLandingId)))
    .limit(1);
  return taken ? DOMAIN_MESSAGES.domainTaken : null;
}

/** A subdomain-shaped version of any text: "Joe's Café & Bar" → "joes-cafe-bar". */
export function slugForSubdomain(text: string): string {
  return slugify(text, 40) || 'site';
}

/**
 * A free subdomain starting from `base`: `base`, then `base-2`, `base-3`, … (shortened so the
 * number always fits under the SPEC §5 length limit).
 */
export async function freeSubdomain(db: Database, config: DomainConfig, base: string): Promise<string> {
  const stem = base.slice(0, SUBDOMAIN_MAX_LENGTH - 6).replace(/-+$/, '') || 'site';
  const rows = await db
    .select({ subdomain: landings.subdomain })
    .from(landings)
    .where(or(eq(landings.subdomain, stem), like(landings.subdomain, `${stem}-%`)));
  const used = new Set(rows.map((row) => row.subdomain));
  for (let n = 1; n < 100_000; n++) {
    const candidate = n === 1 ? stem : `${stem}-${n}`;
    if (used.has(candidate)) continue;
    if ((await subdomainProblem(db, config, candidate)) === null) return candidate;
  }
  throw new Error(`No free subdomain starting with ${stem}`);
}
