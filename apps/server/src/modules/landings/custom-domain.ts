import type { DomainStatus } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { landings } from '../../db/schema/landings.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalidField } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import { type SiteRow, siteForCaller } from './access.ts';
import {
  checkRecords,
  type DnsLookup,
  DnsUnavailable,
  isApexDomain,
  requiredRecords,
  wwwRecord,
} from './dns.ts';
import { domainProblem } from './domains.ts';
import type { SiteServer } from './manage.ts';

type Config = Pick<
  ServerConfig,
  'APP_DOMAINS' | 'SITES_DOMAIN' | 'SECRET_KEY' | 'CUSTOM_DOMAIN_TARGET' | 'CUSTOM_DOMAIN_IPS'
>;

const notLookedUp = <T>(record: T) => ({ ...record, found: [], ok: false });

function unchecked(config: Config, site: SiteRow): DomainStatus {
  if (!site.domain) {
    return {
      domain: null,
      verified: false,
      records: [],
      checked_at: null,
      error: null,
      apex: false,
      www_record: null,
    };
  }
  return {
    domain: site.domain,
    verified: site.domainVerified,
    records: requiredRecords(config, site.id, site.domain).map(notLookedUp),
    checked_at: site.domainCheckedAt?.toISOString() ?? null,
    error: null,
    apex: isApexDomain(site.domain),
    www_record: notLookedUp(wwwRecord(config, site.domain)),
  };
}

/** `PUT /landings/{id}/custom-url`: sets or removes the custom domain; it serves once DNS is checked. */
export async function setCustomDomain(
  db: Database,
  config: Config,
  auth: AuthContext,
  landingId: number,
  domain: string | null,
  sites: SiteServer,
): Promise<DomainStatus> {
  const site = await siteForCaller(db, auth, landingId, 'manage_settings');
  if (domain === site.domain) return unchecked(config, site);
  if (domain !== null) {
    const problem = await domainProblem(db, config, domain, site.id);
    if (problem) throw invalidField('domain', problem);
  }
  let saved: SiteRow;
  try {
    [saved] = (await db
      .update(landings)
      .set({ domain, domainVerified: false, domainCheckedAt: null, updatedAt: new Date() })
      .where(eq(landings.id, site.id))
      .returning()) as [SiteRow];
  } catch (error) {
    if (isUniqueViolation(error))
      throw invalidField('domain', 'This domain is already used by another website.');
    throw error;
  }
  sites.forgetHosts();
  sites.invalidate(site.id);
  return unchecked(config, saved);
}

/**
 * `GET /landings/{id}/domain`: the records to set and what DNS answers now. The site starts (or
 * stops) answering on the domain when the answer changes; a DNS outage changes nothing.
 */
export async function checkCustomDomain(
  db: Database,
  config: Config,
  lookup: DnsLookup,
  auth: AuthContext,
  landingId: number,
  sites: SiteServer,
): Promise<DomainStatus> {
  const site = await siteForCaller(db, auth, landingId, 'view');
  if (!site.domain) return unchecked(config, site);
  const needed = requiredRecords(config, site.id, site.domain);
  let records: DomainStatus['records'];
  let www: DomainStatus['records'];
  try {
    [records, www] = await Promise.all([
      checkRecords(lookup, needed),
      checkRecords(lookup, [wwwRecord(config, site.domain)]),
    ]);
  } catch (error) {
    if (!(error instanceof DnsUnavailable)) throw error;
    return { ...unchecked(config, site), error: 'DNS did not answer. Try again in a minute.' };
  }
  const verified = records.every((record) => record.ok);
  const checkedAt = new Date();
  await db
    .update(landings)
    .set({ domainVerified: verified, domainCheckedAt: checkedAt })
    .where(eq(landings.id, site.id));
  if (verified !== site.domainVerified) {
    sites.forgetHosts();
    sites.invalidate(site.id);
  }
  return {
    domain: site.domain,
    verified,
    records,
    checked_at: checkedAt.toISOString(),
    error: null,
    apex: isApexDomain(site.domain),
    www_record: www[0] ?? null,
  };
}
