import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { landings, whitelabels } from '../db/schema/index.ts';
import { hostnameOf } from './origin.ts';
import { RecheckBudget } from './recheck-budget.ts';
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
/**
 * Hosts that name something the memo holds at most (a few hundred bytes each: 250,000 take some
 * 50 MB): enough for every site of a large platform to be served from the memo, bounded however
 * many there are. Past it, the host checked longest ago is forgotten.
 */
export const MAX_KNOWN_HOSTS = 250_000;
/**
 * Hosts that name nothing, held apart: Host headers are client-controlled, so made-up names only
 * ever push out other made-up names, never a site's.
 */
export const MAX_UNKNOWN_HOSTS = 10_000;
/** Memoised hosts re-checked in the background per second at most (each is two queries). */
const HOST_RECHECKS_PER_SECOND = 5;

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export class HostResolver {
  /**
   * Keyed by the raw Host header, so the cached path parses nothing. In the order they were last
   * checked (a check re-inserts its host), so the first is the one to forget.
   */
  private readonly known = new Map<string, HostEntry>();
  private readonly unknown = new Map<string, HostEntry>();
  private readonly pending = new Map<string, Promise<HostEntry>>();
  private readonly appDomains: ReadonlySet<string>;
  private readonly rechecks = new RecheckBudget(HOST_RECHECKS_PER_SECOND);

  constructor(
    private readonly db: Database,
    appDomains: readonly string[],
    private readonly sitesDomain: string,
    /** How many hosts of each kind the memo holds (smaller in tests). */
    private readonly bounds: { known: number; unknown: number } = {
      known: MAX_KNOWN_HOSTS,
      unknown: MAX_UNKNOWN_HOSTS,
    },
  ) {
    this.appDomains = new Set(appDomains.map((d) => d.toLowerCase()));
  }

  /** The memo alone; undefined when the host was never seen (or was forgotten). */
  peek(hostHeader: string): HostEntry | undefined {
    return this.known.get(hostHeader) ?? this.unknown.get(hostHeader);
  }

  /** Hosts in the memo, of each kind. */
  get size(): { known: number; unknown: number } {
    return { known: this.known.size, unknown: this.unknown.size };
  }

  /**
   * The target of a host. Known entries past their check time are answered from the memo while
   * a background check runs; unknown ones wait for the database, so a new site is reachable.
   */
  async resolve(hostHeader: string): Promise<HostTarget> {
    const entry = this.peek(hostHeader);
    if (entry) {
      const now = Date.now();
      if (entry.checkAt > now) return entry.target;
      if (entry.target.kind !== 'unknown') {
        this.refresh(hostHeader, entry, now);
        return entry.target;
      }
    }
    return (await this.load(hostHeader)).target;
  }

  /**
   * Re-checks a known entry in the background, within the re-check budget (else at a later
   * request); the hot path calls this, so it never waits.
   */
  refresh(hostHeader: string, entry: HostEntry, now = Date.now()): void {
    if (entry.checking || !this.rechecks.take(now)) return;
    entry.checking = true;
    void this.load(hostHeader).catch(() => {
      // Answered from the memo meanwhile (the database is away): asked again a little later.
      entry.checkAt = Date.now() + FAILED_CHECK_RETRY_MS;
      entry.checking = false;
    });
  }

  /** Forgets every memo: after a domain, subdomain or white-label change. */
  clear(): void {
    this.known.clear();
    this.unknown.clear();
  }

  /** Every memo is checked against the database at its next request (answered from it meanwhile). */
  expireAll(): void {
    for (const memo of [this.known, this.unknown]) for (const entry of memo.values()) entry.checkAt = 0;
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
          this.remember(hostHeader, entry);
          return entry;
        })
        .finally(() => this.pending.delete(hostHeader));
      this.pending.set(hostHeader, pending);
    }
    return pending;
  }

  /** Puts a checked host last in its memo (out of the other: a name may start or stop naming a site). */
  private remember(hostHeader: string, entry: HostEntry): void {
    const [memo, other, bound] =
      entry.target.kind === 'unknown'
        ? [this.unknown, this.known, this.bounds.unknown]
        : [this.known, this.unknown, this.bounds.known];
    other.delete(hostHeader);
    memo.delete(hostHeader);
    if (memo.size >= bound) {
      const oldest = memo.keys().next();
      if (!oldest.done) memo.delete(oldest.value);
    }
    memo.set(hostHeader, entry);
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
