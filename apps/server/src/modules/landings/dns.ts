import { createHmac } from 'node:crypto';
import { promises as dns } from 'node:dns';
import type { DnsRecordCheck } from '@tessera/api-contract';
import type { ServerConfig } from '../../config.ts';

/** What checking a custom domain asks DNS; `node:dns` answers it, through the configured servers. */
export interface DnsLookup {
  resolveCname(name: string): Promise<string[]>;
  resolve4(name: string): Promise<string[]>;
  resolveTxt(name: string): Promise<string[][]>;
}

const DNS_TIMEOUT_MS = 2500;

/** A resolver on `DNS_SERVERS` (tests run a local DNS server), else the system's servers. */
export function createDnsLookup(servers: readonly string[] | undefined): DnsLookup {
  const resolver = new dns.Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/** Answers that mean "no such record" rather than "DNS did not answer". */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

export class DnsUnavailable extends Error {}

async function ask<T>(query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (NO_RECORD.has(code)) return [];
    throw new DnsUnavailable(code || 'DNS lookup failed');
  }
}

const normalizeHost = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** The name of the TXT record that proves the domain's owner added it to this site. */
export const VERIFICATION_LABEL = '_tessera-verification';

type DomainConfig = Pick<
  ServerConfig,
  'SECRET_KEY' | 'SITES_DOMAIN' | 'CUSTOM_DOMAIN_TARGET' | 'CUSTOM_DOMAIN_IPS'
>;

/**
 * The TXT value for one site and domain. Derived, not stored: the same site and domain always
 * give the same value, and another tenant who adds the same domain gets another one, so only
 * whoever controls the domain's DNS can connect it.
 */
export function verificationToken(secretKey: string, landingId: number, domain: string): string {
  const mac = createHmac('sha256', secretKey)
    .update(`custom-domain:${landingId}:${domain}`)
    .digest('base64url');
  return `tessera-site-verification=${mac.slice(0, 32)}`;
}

/**
 * Registrable domains (`example.com`, `example.co.uk`) cannot hold a CNAME next to their other
 * records; they get A records when the operator configured addresses. A heuristic without the
 * public suffix list: two labels, or three when the middle one is a common second-level suffix.
 */
export function isApexDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length === 2) return true;
  return labels.length === 3 && /^(co|com|org|net|ac|gov|edu)$/.test(labels[1]!) && labels[2]!.length === 2;
}

interface RequiredRecord {
  type: DnsRecordCheck['type'];
  host: string;
  name: string;
  value: string;
}

export function requiredRecords(config: DomainConfig, landingId: number, domain: string): RequiredRecord[] {
  const target = config.CUSTOM_DOMAIN_TARGET ?? config.SITES_DOMAIN;
  const ips = config.CUSTOM_DOMAIN_IPS ?? [];
  const apex = isApexDomain(domain);
  const routing: RequiredRecord[] =
    apex && ips.length > 0
      ? ips.map((ip) => ({ type: 'A' as const, host: '@', name: domain, value: ip }))
      : [{ type: 'CNAME', host: apex ? '@' : domain.split('.')[0]!, name: domain, value: target }];
  return [
    ...routing,
    {
      type: 'TXT',
      host: apex ? VERIFICATION_LABEL : `${VERIFICATION_LABEL}.${domain.split('.')[0]}`,
      name: `${VERIFICATION_LABEL}.${domain}`,
      value: verificationToken(config.SECRET_KEY, landingId, domain),
    },
  ];
}

/** The optional CNAME that brings `www.{domain}` here (answered with a redirect to the domain). */
export function wwwRecord(config: DomainConfig, domain: string): RequiredRecord {
  const target = config.CUSTOM_DOMAIN_TARGET ?? config.SITES_DOMAIN;
  const host = isApexDomain(domain) ? 'www' : `www.${domain.split('.')[0]}`;
  return { type: 'CNAME', host, name: `www.${domain}`, value: target };
}

/**
 * Asks DNS about every required record. A CNAME also counts as in place when the domain
 * resolves to the same addresses as the target (DNS hosts that flatten CNAMEs at the apex).
 * Throws DnsUnavailable when DNS does not answer at all.
 */
export async function checkRecords(lookup: DnsLookup, records: RequiredRecord[]): Promise<DnsRecordCheck[]> {
  return Promise.all(
    records.map(async (record): Promise<DnsRecordCheck> => {
      if (record.type === 'TXT') {
        const found = (await ask(() => lookup.resolveTxt(record.name))).map((chunks) => chunks.join(''));
        return { ...record, found, ok: found.includes(record.value) };
      }
      if (record.type === 'A') {
        const found = await ask(() => lookup.resolve4(record.name));
        return { ...record, found, ok: found.includes(record.value) };
      }
      const found = (await ask(() => lookup.resolveCname(record.name))).map(normalizeHost);
      if (found.includes(normalizeHost(record.value))) return { ...record, found, ok: true };
      if (found.length > 0) return { ...record, found, ok: false };
      const [mine, theirs] = await Promise.all([
        ask(() => lookup.resolve4(record.name)),
        ask(() => lookup.resolve4(record.value)),
      ]);
      const flattened = mine.length > 0 && theirs.length > 0 && mine.every((ip) => theirs.includes(ip));
      return { ...record, found: mine, ok: flattened };
    }),
  );
}
