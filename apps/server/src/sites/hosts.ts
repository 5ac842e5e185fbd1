import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { landings, whitelabels } from '../db/schema/index.ts';
import { hostnameOf } from './origin.ts';
import { FAILED_CHECK_RETRY_MS } from './site-cache.ts';

/**
 * What a Host header names: the app (an APP_DOMAINS entry or a white-label domain), one site
 * (`{subdomain}.{SITES_DOMAIN}` or a verified custom domain), or nothing we serve.
 */
export type HostTarget =
  | { kind: 'app' }
  | { kind: 'site'; landingId: number }
  /**
   * The subdomain of an admin template's backing site (modules/templates): never served live;
   * only signed previews of its pages, their assets and its uploaded files answer there.
   */
  | { kind: 'template'; landingId: number }
  /** `card.{SITES_DOMAIN}`: public business cards, served by modules/cards/public. */
  | { kind: 'cards' }
  /** `preview.{SITES_DOMAIN}`: previews of admin records that belong to no site (sites/admin-previews.ts). */
  | { kind: 'previews' }
  /**
   * `www.` of a site's verified custom domain (that no site claims as its own domain): answered
   * with a 301 to the same path and query on the domain itself (sites/runtime.ts).
   */
  | { kind: 'www'; landingId: number; domain: string }
  | { kind: 'unknown' };

/** The sites-domain label business cards are served under (reserved as a site subdomain). */
export const CARDS_SUBDOMAIN = 'card';

/**
 * The sites-domain label admin records are previewed under (page templates, and later admin
 * templates, blogs, courses, order pages): tenant-free designs still render on the sites origin,
 * never on the app's. Reserved as a site subdomain.
 */
export const PREVIEW_SUBDOMAIN = 'preview';

export interface HostEntry {
  target: HostTarget;
  /** After this (ms since epoch) the entry is checked against the database again. */
  checkAt: number;
  checking: boolean;
}

/** Known hosts are re-checked in the background this often, so other instances' changes arrive. */
const KNOWN_TTL_MS = 60_000;
/** Unknown hosts are asked about again after this, so a new site shows up quickly. */
const UNKNOWN_TTL_MS = 10_000;
/** Host headers are client-controlled: past this many the memo starts over. */
const MAX_ENTRIES = 20_000;

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export class HostResolver {
  /** Keyed by the raw Host header, so the cached path parses nothing. */
  private readonly entries = new Map<string, HostEntry>();
  private readonly pending = new Map<string, Promise<HostEntry>>();
  private readonly appDomains: ReadonlySet<string>;

  constructor(
    private readonly db: Database,
    appDomains: readonly string[],
    private readonly sitesDomain: string,
  ) {
    this.appDomains = new Set(appDomains.map((d) => d.toLowerCase()));
  }

  /** The memo alone; undefined when the host was never seen (or was forgotten). */
  peek(hostHeader: string): HostEntry | undefined {
    return this.entries.get(hostHeader);
  }

  /**
   * The target of a host. Known entries past their check time are answered from the memo while
   * a background check runs; unknown ones wait for the database, so a new site is reachable.
   */
  async resolve(hostHeader: string): Promise<HostTarget> {
    const entry = this.entries.get(hostHeader);
    if (entry) {
      if (entry.checkAt > Date.now()) return entry.target;
      if (entry.target.kind !== 'unknown') {
        this.refresh(hostHeader, entry);
        return entry.target;
      }
    }
    return (await this.load(hostHeader)).target;
  }

  /** Re-checks a known entry in the background; the hot path calls this, so it never waits. */
  refresh(hostHeader: string, entry: HostEntry): void {
    if (entry.checking) return;
    entry.checking = true;
    void this.load(hostHeader).catch(() => {
      // Answered from the memo meanwhile (the database is away): asked again a little later.
      entry.checkAt = Date.now() + FAILED_CHECK_RETRY_MS;
      entry.checking = false;
    });
  }

  /** Forgets every memo: after a domain, subdomain or white-label change. */
  clear(): void {
    this.entries.clear();
  }

  /** Every memo is checked against the database at its next request (answered from it meanwhile). */
  expireAll(): void {
    for (const entry of this.entries.values()) entry.checkAt = 0;
  }

  private load(hostHeader: string): Promise<HostEntry> {
    let pending = this.pending.get(hostHeader);
    if (!pending) {
      pending = this.lookup(hostnameOf(hostHeader))
        .then((target) => {
          const entry: HostEntry = {
            target,
            checkAt: Date.now() + (target.kind === 'unknown' ? UNKNOWN_TTL_MS : KNOWN_TTL_MS),
            checking: false,
          };
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(hostHeader, entry);
          return entry;
        })
        .finally(() => this.pending.delete(hostHeader));
      this.pending.set(hostHeader, pending);
    }
    return pending;
  }

  private async lookup(hostname: string): Promise<HostTarget> {
    if (!hostname) return { kind: 'unknown' };
    if (this.appDomains.has(hostname)) return { kind: 'app' };
    const [whitelabel] = await this.db
      .select({ id: whitelabels.id })
      .from(whitelabels)
      .where(or(eq(whitelabels.domain, hostname), eq(whitelabels.domain2, hostname)))
      .limit(1);
    if (whitelabel) return { kind: 'app' };
    const suffix = `.${this.sitesDomain}`;
    if (hostname.endsWith(suffix)) {
      const subdomain = hostname.slice(0, -suffix.length);
      if (!SUBDOMAIN.test(subdomain)) return { kind: 'unknown' };
      if (subdomain === CARDS_SUBDOMAIN) return { kind: 'cards' };
      if (subdomain === PREVIEW_SUBDOMAIN) return { kind: 'previews' };
      const [site] = await this.db
        .select({ id: landings.id, isTemplate: landings.isTemplate })
        .from(landings)
        .where(eq(landings.subdomain, subdomain))
        .limit(1);
      if (!site) return { kind: 'unknown' };
      return { kind: site.isTemplate ? 'template' : 'site', landingId: site.id };
    }
    const site = await this.verifiedDomainSite(hostname);
    if (site !== null) return { kind: 'site', landingId: site };
    if (hostname.startsWith(WWW)) {
      const domain = hostname.slice(WWW.length);
      const owner = await this.verifiedDomainSite(domain);
      if (owner !== null) return { kind: 'www', landingId: owner, domain };
    }
    return { kind: 'unknown' };
  }

  /** The live site whose verified custom domain this is, or null. */
  private async verifiedDomainSite(domain: string): Promise<number | null> {
    const [site] = await this.db
      .select({ id: landings.id })
      .from(landings)
      .where(
        and(eq(landings.domain, domain), eq(landings.domainVerified, true), eq(landings.isTemplate, false)),
      )
      .limit(1);
    return site?.id ?? null;
  }
}

const WWW = 'www.';
