import { totalmem } from 'node:os';
import { readSiteSettings } from '@tessera/api-contract';
import { SITE_ICON_LINKS, siteIconAt } from '@tessera/renderer';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { agencies, landings, pages, redirects, whitelabels } from '../db/schema/index.ts';
import type { SiteAreas } from './areas.ts';
import type { SiteAssets } from './assets.ts';
import { bindStoredPage } from './bind.ts';
import {
  blogIndexPage,
  blogIndexResponse,
  blogServes,
  blogSitemapEntries,
  feedResponse,
  indexedPosts,
  isFeedPath,
  postAt,
  postResponse,
  type SiteBlog,
  showsBlogIndex,
} from './blog.ts';
import type { SiteIcons } from './icons.ts';
import { isLegalPath, LEGAL_PATHS, legalPage, legalTexts } from './legal.ts';
import type { SiteOrigins } from './origin.ts';
import {
  frameAncestors,
  HTML_CACHE_CONTROL,
  PAGE_HEADERS,
  PLAIN_CSP,
  plainPage,
  publishedPageHeaders,
} from './policy.ts';
import { RecheckBudget } from './recheck-budget.ts';
import { headerSafeUrl, type PreparedResponse, prepareResponse } from './response.ts';

interface IndexedPage {
  id: number;
  uniqueName: string;
  isHome: boolean;
  publishedAt: Date;
}

interface IndexedRedirect {
  id: number;
  toUrl: string;
  status: 301 | 302;
}

/** A redirect rule (settings redirects): every path under `prefix`, the rest carried over. */
interface PrefixRedirect extends IndexedRedirect {
  prefix: string;
}

/** What one site serves, from one set of queries; pages' HTML is loaded as it is asked for. */
export interface SiteIndex {
  landingId: number;
  agencyId: number;
  origin: string;
  robotsTxt: string | null;
  /** The site's own icon (`landings.favicon_url`), else its white label's (sites/icons.ts). */
  faviconUrl: string | null;
  whitelabelIcon: string | null;
  notFoundPageId: number | null;
  byPath: Map<string, IndexedPage>;
  byId: Map<number, IndexedPage>;
  redirects: Map<string, IndexedRedirect>;
  /** Longest prefix first, so the most specific rule wins. */
  prefixRedirects: PrefixRedirect[];
  title: string;
  /** SPEC §3 legals, served at LEGAL_PATHS when set and no page lives there. */
  legals: { privacy: string; service: string };
  /** The published blog posts and the blog's settings (sites/blog.ts). */
  blog: SiteBlog;
  /** Who may frame its pages: the CSP `frame-ancestors` sources of its embedding setting. */
  frameAncestors: string;
  /** Everything the index was built from: equal fingerprints mean the prepared responses still hold. */
  fingerprint: string;
}

export class SiteState {
  /** Prepared responses by request path: the cached path is `responses.get(path)`. */
  readonly responses = new Map<string, PreparedResponse>();
  notFound: PreparedResponse | null = null;
  /** What the index is reckoned to take in memory (`indexBytes`). */
  readonly indexBytes: number;
  /** What the site holds in the cache: its index and its responses. */
  bytes: number;
  checking = false;
  /**
   * Set whenever the site is served; eviction passes over a site with it set once (CLOCK). A new
   * site starts with it set, so it is not evicted before the request that loaded it is answered.
   */
  referenced = true;

  constructor(
    public index: SiteIndex,
    public checkAt: number,
  ) {
    this.indexBytes = indexBytes(index);
    this.bytes = this.indexBytes;
  }
}

/**
 * The memory a cached site takes beside its strings and bodies: its state, its index's objects and
 * maps, and the objects around its responses (bench/scale measures some 6 KB of heap a site with
 * its home page cached, its host memo entry and the strings counted apart included).
 */
const INDEX_FIXED_BYTES = 4_096;
/** Each page, redirect and post in an index: its object and its entries in the index's maps. */
const INDEX_ENTRY_BYTES = 256;

/**
 * What a site's index takes in memory, reckoned from what it holds: a fixed part, its entries,
 * and its strings at two bytes a character (what the fingerprint repeats of every entry, the
 * legal texts, which may be long).
 */
function indexBytes(index: SiteIndex): number {
  const entries =
    index.byId.size + index.redirects.size + index.prefixRedirects.length + index.blog.posts.size;
  const characters =
    index.fingerprint.length +
    index.legals.privacy.length +
    index.legals.service.length +
    index.title.length +
    index.origin.length;
  return INDEX_FIXED_BYTES + entries * INDEX_ENTRY_BYTES + 2 * characters;
}

/** An entry of the eviction queue: a prepared response of a site, or the site itself (its index). */
type CachedEntry =
  | { state: SiteState; path: string; response: PreparedResponse }
  | { state: SiteState; path: null; response: null };

/** Sites are re-checked against the database this often (changes made by other instances). */
const SITE_TTL_MS = 30_000;
/**
 * A re-check that failed (the database is away) keeps what the site serves and tries again after
 * this, rather than at every request meanwhile.
 */
export const FAILED_CHECK_RETRY_MS = 5_000;
/**
 * Sites re-checked in the background per second at most (each is four queries and a new index:
 * over a millisecond of the one thread that serves). bench/scale: at 20 a second, re-checks were
 * half of what serving 20,000 sites cost more than serving one.
 */
const SITE_RECHECKS_PER_SECOND = 5;

const MIN_CACHE_BYTES = 256 * 2 ** 20;
const MAX_CACHE_BYTES = 2 * 2 ** 30;

/**
 * The render cache's budget unless told otherwise: an eighth of the memory the process may use
 * (its container's limit, else the machine's), from 256 MB to 2 GB. A site with a small page
 * takes some 13 KB (its index and its page's bodies, bench/scale), so 100,000 of them take about
 * 1.3 GB: a server with 12 GB or more keeps them all, a small one its busiest.
 */
export function defaultCacheBytes(): number {
  const limit = process.constrainedMemory?.() ?? 0;
  const memory = limit > 0 ? Math.min(limit, totalmem()) : totalmem();
  return Math.min(MAX_CACHE_BYTES, Math.max(MIN_CACHE_BYTES, Math.floor(memory / 8)));
}

/** What a page head said before sites had icons (renderer/page-html.ts still writes it for previews). */
const EMPTY_ICON_LINK = '<link rel="icon" href="data:,">';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

const textHeaders = { 'cache-control': HTML_CACHE_CONTROL };

/**
 * The render cache: per site, its index and the prepared (bound, compressed) responses of its
 * paths, filled from the published snapshots in the database on a miss and dropped when the site
 * changes. Its size is bounded however many sites are served: past `maxBytes` (responses and
 * indexes alike), what was not served since the last pass is evicted, a response alone or a site
 * with all it holds.
 */
export class SiteCache {
  readonly states = new Map<number, SiteState>();
  private readonly stateLoads = new Map<number, Promise<SiteState | null>>();
  private readonly responseLoads = new Map<string, Promise<PreparedResponse | null>>();
  /** Bumped on invalidation, so a load that began before it does not store what it read. */
  private readonly generations = new Map<number, number>();
  private queue: CachedEntry[] = [];
  /**
   * Entries of the queue still in the cache (a site and each of its responses), kept as they come
   * and go: counting them at each store would cost a walk over every site.
   */
  private liveEntries = 0;
  private totalBytes = 0;
  private readonly rechecks = new RecheckBudget(SITE_RECHECKS_PER_SECOND);

  constructor(
    private readonly db: Database,
    private readonly origins: SiteOrigins,
    private readonly assets: SiteAssets,
    private readonly maxBytes = defaultCacheBytes(),
    /** Serves the icon paths; without it (a cache built for measuring) they are not found. */
    private readonly icons: SiteIcons | null = null,
    /** Renders blog index pages; without it (a cache built for measuring) they are not found. */
    private readonly areas: Pick<SiteAreas, 'blogIndex'> | null = null,
  ) {}

  get size(): { sites: number; bytes: number } {
    return { sites: this.states.size, bytes: this.totalBytes };
  }

  /** The bytes it holds at most. */
  get budget(): number {
    return this.maxBytes;
  }

  invalidate(landingId: number): void {
    this.generations.set(landingId, (this.generations.get(landingId) ?? 0) + 1);
    const state = this.states.get(landingId);
    if (state) {
      this.totalBytes -= state.bytes;
      this.liveEntries -= state.responses.size + 1;
      this.states.delete(landingId);
    }
  }

  clear(): void {
    for (const landingId of [...this.states.keys()]) this.invalidate(landingId);
  }

  /** Every site is checked against the database at its next request (serving what it has meanwhile). */
  expireAll(): void {
    for (const state of this.states.values()) state.checkAt = 0;
  }

  /** The site's state; a stale one is served while it is checked again in the background. */
  async state(landingId: number): Promise<SiteState | null> {
    const state = this.states.get(landingId);
    if (state) {
      state.referenced = true;
      const now = Date.now();
      if (state.checkAt <= now) this.refresh(state, now);
      return state;
    }
    return this.loadState(landingId);
  }

  /** Re-checks a site in the background, within the re-check budget (else at a later request). */
  refresh(state: SiteState, now = Date.now()): void {
    if (state.checking || !this.rechecks.take(now)) return;
    state.checking = true;
    const landingId = state.index.landingId;
    const generation = this.generations.get(landingId) ?? 0;
    void this.readIndex(landingId)
      .then((index) => {
        if ((this.generations.get(landingId) ?? 0) !== generation) return;
        if (index && index.fingerprint === state.index.fingerprint && index.origin === state.index.origin) {
          state.checkAt = Date.now() + SITE_TTL_MS;
        } else {
          this.invalidate(landingId);
        }
      })
      .catch(() => {
        state.checkAt = Date.now() + FAILED_CHECK_RETRY_MS;
      })
      .finally(() => {
        state.checking = false;
      });
  }

  private loadState(landingId: number): Promise<SiteState | null> {
    let load = this.stateLoads.get(landingId);
    if (!load) {
      const generation = this.generations.get(landingId) ?? 0;
      load = this.readIndex(landingId)
        .then((index) => {
          if (!index) return null;
          const state = new SiteState(index, Date.now() + SITE_TTL_MS);
          if ((this.generations.get(landingId) ?? 0) === generation) {
            this.states.set(landingId, state);
            this.totalBytes += state.bytes;
            this.queue.push({ state, path: null, response: null });
            this.liveEntries += 1;
            this.evict();
          }
          return state;
        })
        .finally(() => this.stateLoads.delete(landingId));
      this.stateLoads.set(landingId, load);
    }
    return load;
  }

  private async readIndex(landingId: number): Promise<SiteIndex | null> {
    const [landing] = await this.db
      .select({
        id: landings.id,
        agencyId: landings.agencyId,
        subdomain: landings.subdomain,
        domain: landings.domain,
        domainVerified: landings.domainVerified,
        robotsTxt: landings.robotsTxt,
        faviconUrl: landings.faviconUrl,
        notFoundPageId: landings.notFoundPageId,
        updatedAt: landings.updatedAt,
        title: landings.title,
        settings: landings.settings,
        whitelabelIcon: sql<string | null>`coalesce(${whitelabels.favicon}, ${whitelabels.logo})`,
      })
      .from(landings)
      .innerJoin(agencies, eq(agencies.id, landings.agencyId))
      .leftJoin(whitelabels, eq(whitelabels.id, agencies.whitelabelId))
      .where(eq(landings.id, landingId))
      .limit(1);
    if (!landing) return null;
    const [published, redirectRows, posts] = await Promise.all([
      this.db
        .select({
          id: pages.id,
          uniqueName: pages.uniqueName,
          isHome: pages.isHome,
          publishedAt: pages.publishedAt,
        })
        .from(pages)
        .where(and(eq(pages.landingId, landingId), eq(pages.published, true), isNotNull(pages.publishedAt)))
        .orderBy(asc(pages.id)),
      this.db
        .select({
          id: redirects.id,
          fromPath: redirects.fromPath,
          toUrl: redirects.toUrl,
          status: redirects.status,
          match: redirects.match,
          updatedAt: redirects.updatedAt,
        })
        .from(redirects)
        .where(eq(redirects.landingId, landingId))
        .orderBy(asc(redirects.id)),
      indexedPosts(this.db, landingId),
    ]);
    const byPath = new Map<string, IndexedPage>();
    const byId = new Map<number, IndexedPage>();
    for (const row of published) {
      const page: IndexedPage = { ...row, publishedAt: row.publishedAt! };
      byId.set(page.id, page);
      const key = canonicalPath(`/${encodeURIComponent(page.uniqueName)}`);
      if (key) byPath.set(key, page);
    }
    // The home page owns the root even if another page is literally named "/".
    for (const page of byId.values()) if (page.isHome) byPath.set('/', page);
    const redirectMap = new Map<string, IndexedRedirect>();
    const prefixRedirects: PrefixRedirect[] = [];
    for (const row of redirectRows) {
      const key = canonicalPath(row.fromPath);
      if (!key) continue;
      const redirect = {
        id: row.id,
        toUrl: row.toUrl,
        status: row.status === 302 ? (302 as const) : (301 as const),
      };
      if (row.match === 'prefix') prefixRedirects.push({ ...redirect, prefix: key });
      else redirectMap.set(key, redirect);
    }
    prefixRedirects.sort((a, b) => b.prefix.length - a.prefix.length);
    const settings = readSiteSettings(landing.settings);
    return {
      landingId,
      agencyId: landing.agencyId,
      origin: this.origins.canonical(landing),
      robotsTxt: landing.robotsTxt,
      faviconUrl: landing.faviconUrl,
      whitelabelIcon: landing.whitelabelIcon,
      notFoundPageId: landing.notFoundPageId,
      byPath,
      byId,
      redirects: redirectMap,
      prefixRedirects,
      title: landing.title,
      legals: legalTexts(landing.settings),
      blog: { posts, settings: settings.blog },
      frameAncestors: frameAncestors(settings.embedding),
      fingerprint: JSON.stringify([
        landing.updatedAt.getTime(),
        landing.subdomain,
        landing.domain,
        landing.domainVerified,
        landing.robotsTxt,
        landing.faviconUrl,
        landing.whitelabelIcon,
        landing.notFoundPageId,
        published.map((p) => [p.id, p.uniqueName, p.isHome, p.publishedAt?.getTime()]),
        redirectRows.map((r) => [r.id, r.fromPath, r.toUrl, r.status, r.match, r.updatedAt.getTime()]),
        [...posts.values()].map((p) => [p.id, p.slug, p.renderedAt.getTime()]),
      ]),
    };
  }

  /**
   * The response for a path of a site: redirects first, then pages, then the blog, then the site
   * files; null when nothing lives there (the caller answers with `notFoundResponse`). `path` is
   * the request's cache key (`siteRequestKey`: the path, or a page of the blog index).
   */
  async response(state: SiteState, path: string): Promise<PreparedResponse | null> {
    const cached = state.responses.get(path);
    if (cached) return cached;
    const { index } = state;
    const blogPage = blogIndexPage(path);
    if (blogPage !== null && blogPage > 1) {
      // A redirect or a page at /blog answers every page number of it, stored once.
      if (index.redirects.has('/blog') || index.byPath.has('/blog')) return this.response(state, '/blog');
      const rule = matchPrefixRedirect(index, '/blog');
      if (rule) return rule;
      if (!showsBlogIndex(index.blog)) return null;
      return this.store(state, path, () => this.blogIndex(index, blogPage));
    }
    const redirect = index.redirects.get(path);
    if (redirect) return this.store(state, path, () => redirectResponse(redirect));
    // Rules cover unbounded sets of paths: answered each time, never stored.
    const rule = matchPrefixRedirect(index, canonicalPath(path) ?? path);
    if (rule) return rule;
    const page = index.byPath.get(path);
    if (page) return this.store(state, path, () => this.pageResponse(state, page, 200));
    if (blogPage === 1 && showsBlogIndex(index.blog))
      return this.store(state, path, () => this.blogIndex(index, 1));
    const post = postAt(index.blog, path);
    if (post) return this.store(state, path, () => postResponse(this.db, this.assets, index, post));
    if (isFeedPath(index.blog, path))
      return this.store(state, path, () => feedResponse(this.db, index, index.blog));
    if (isLegalPath(path)) {
      const legal = LEGAL_PATHS[path];
      const text = index.legals[legal.key];
      if (text.trim() !== '')
        return this.store(state, path, () => legalResponse(index.title, legal.title, text));
    }
    if (path === ROBOTS_PATH) return this.store(state, path, () => robotsResponse(index));
    if (path === SITEMAP_PATH) return this.store(state, path, () => sitemapResponse(index));
    const icon = this.iconResponse(state, path);
    if (icon) return icon;
    // Variants of a known path (trailing slash, percent-encoding) are served but not stored,
    // so made-up URLs cannot fill the cache.
    const variant = canonicalPath(path);
    if (variant !== null && variant !== path) {
      if (index.redirects.has(variant) || index.byPath.has(variant) || blogServes(index.blog, variant))
        return this.response(state, variant);
    }
    return null;
  }

  /** The site's icon at one of the icon paths (SITE_ICONS); null for any other path. */
  iconResponse(state: SiteState, path: string): Promise<PreparedResponse | null> | null {
    const icon = siteIconAt(path);
    if (icon === null || !this.icons) return null;
    const icons = this.icons;
    return this.store(state, path, () => icons.response(state.index, icon));
  }

  /** The site's 404 page (its chosen not-found page if published, else a plain one), status 404. */
  async notFoundResponse(state: SiteState): Promise<PreparedResponse> {
    if (state.notFound) return state.notFound;
    const { index } = state;
    const custom = index.notFoundPageId === null ? undefined : index.byId.get(index.notFoundPageId);
    const prepared = (custom ? await this.pageResponse(state, custom, 404) : null) ?? (await siteNotFound());
    if (this.states.get(index.landingId) === state && state.notFound === null) {
      state.notFound = prepared;
      state.bytes += prepared.bytes;
      this.totalBytes += prepared.bytes;
    }
    return prepared;
  }

  private store(
    state: SiteState,
    path: string,
    build: () => Promise<PreparedResponse | null>,
  ): Promise<PreparedResponse | null> {
    const key = `${state.index.landingId} ${path}`;
    let load = this.responseLoads.get(key);
    if (!load) {
      const generation = this.generations.get(state.index.landingId) ?? 0;
      load = build()
        .then((response) => {
          const current =
            this.states.get(state.index.landingId) === state &&
            (this.generations.get(state.index.landingId) ?? 0) === generation;
          if (response && current) {
            state.responses.set(path, response);
            state.bytes += response.bytes;
            this.totalBytes += response.bytes;
            this.queue.push({ state, path, response });
            this.liveEntries += 1;
            this.evict();
          }
          return response;
        })
        .finally(() => this.responseLoads.delete(key));
      this.responseLoads.set(key, load);
    }
    return load;
  }

  private async pageResponse(
    state: SiteState,
    page: IndexedPage,
    status: 200 | 404,
  ): Promise<PreparedResponse | null> {
    const [row] = await this.db
      .select({
        html: pages.publishedHtml,
        islands: pages.publishedIslands,
        customCode: pages.publishedCustomCode,
      })
      .from(pages)
      .where(
        and(eq(pages.id, page.id), eq(pages.landingId, state.index.landingId), eq(pages.published, true)),
      )
      .limit(1);
    if (!row?.html) return null;
    const { html, paymentsOrigin } = bindStoredPage(
      // Pages published before sites had icons carry an empty one: they link the site's icons too.
      row.html.replace(EMPTY_ICON_LINK, SITE_ICON_LINKS),
      state.index.origin,
      row.islands ?? [],
      this.assets,
    );
    return prepareResponse({
      status,
      contentType: 'text/html; charset=utf-8',
      body: html,
      // A site's first visitor gets gzip at once; brotli is made when a browser asks for it.
      brotli: 'when-asked',
      etag: status === 200,
      headers: publishedPageHeaders(row.customCode, state.index.frameAncestors, paymentsOrigin),
      counts: status === 200 ? { kind: 'page', id: page.id } : null,
    });
  }

  /** CLOCK: entries served since the last pass get a second chance; stale queue entries are dropped. */
  private async blogIndex(index: SiteIndex, page: number): Promise<PreparedResponse | null> {
    if (!this.areas) return null;
    return blogIndexResponse(await this.areas.blogIndex(this.db, index.landingId, page), this.assets, index);
  }

  private evict(): void {
    let budget = this.queue.length * 2;
    while (this.totalBytes > this.maxBytes && this.queue.length > 0 && budget-- > 0) {
      const entry = this.queue.shift()!;
      if (!this.isLive(entry)) continue;
      const { state } = entry;
      if (entry.response === null) {
        // The site itself: its index goes with whatever of its responses are left.
        if (state.referenced) {
          state.referenced = false;
          this.queue.push(entry);
          continue;
        }
        this.states.delete(state.index.landingId);
        this.totalBytes -= state.bytes;
        this.liveEntries -= state.responses.size + 1;
        continue;
      }
      if (entry.response.referenced) {
        entry.response.referenced = false;
        this.queue.push(entry);
        continue;
      }
      state.responses.delete(entry.path);
      state.bytes -= entry.response.bytes;
      this.totalBytes -= entry.response.bytes;
      this.liveEntries -= 1;
    }
    // Invalidated and evicted sites leave their entries behind in the queue; sweep them once they
    // dominate.
    if (this.queue.length > 1024 && this.queue.length > 4 * this.liveEntries)
      this.queue = this.queue.filter((entry) => this.isLive(entry));
  }

  /** Whether a queue entry is still in the cache (its site not invalidated or evicted since). */
  private isLive(entry: CachedEntry): boolean {
    const { state } = entry;
    if (this.states.get(state.index.landingId) !== state) return false;
    return entry.response === null || state.responses.get(entry.path) === entry.response;
  }
}

/**
 * One spelling per path: segments percent-encoded the way `encodeURIComponent` does it, no
 * trailing slash ('/about/' → '/about', '/caf%c3%a9' and '/café' → '/caf%C3%A9'); null when a
 * segment cannot be decoded.
 */
export function canonicalPath(path: string): string | null {
  const segments = path.split('/').filter((segment, index) => index === 0 || segment !== '');
  try {
    const encoded = segments.map((segment) => encodeURIComponent(decodeURIComponent(segment)));
    return encoded.join('/') || '/';
  } catch {
    return null;
  }
}

let plainNotFoundResponse: Promise<PreparedResponse> | null = null;

/** The product's own 404 page, for sites without one and for hosts that are no site. */
export function plainNotFound(): Promise<PreparedResponse> {
  plainNotFoundResponse ??= prepareResponse({
    status: 404,
    contentType: 'text/html; charset=utf-8',
    body: plainPage('Page not found', 'The page you are looking for does not exist or has moved.'),
    etag: false,
    headers: { 'cache-control': 'public, max-age=60', 'content-security-policy': PLAIN_CSP },
  });
  return plainNotFoundResponse;
}

let siteNotFoundResponse: Promise<PreparedResponse> | null = null;

/** The product's 404 page on a site's host, linking the site's icons. */
function siteNotFound(): Promise<PreparedResponse> {
  siteNotFoundResponse ??= prepareResponse({
    status: 404,
    contentType: 'text/html; charset=utf-8',
    body: plainPage(
      'Page not found',
      'The page you are looking for does not exist or has moved.',
      undefined,
      true,
    ),
    etag: false,
    headers: { 'cache-control': 'public, max-age=60', 'content-security-policy': PLAIN_CSP },
  });
  return siteNotFoundResponse;
}

function redirectResponse(redirect: IndexedRedirect): Promise<PreparedResponse> {
  return prepareResponse({
    status: redirect.status,
    contentType: 'text/plain; charset=utf-8',
    body: `Redirecting to ${redirect.toUrl}`,
    etag: false,
    // Short-lived even when permanent: the site owner can change or remove a redirect.
    headers: { location: headerSafeUrl(redirect.toUrl), 'cache-control': 'public, max-age=60' },
    counts: { kind: 'redirect', id: redirect.id },
  });
}

/** The most specific redirect rule covering a path, with the rest of the path carried over. */
function matchPrefixRedirect(index: SiteIndex, path: string): Promise<PreparedResponse> | null {
  for (const rule of index.prefixRedirects) {
    const covers = rule.prefix === '/' || path === rule.prefix || path.startsWith(`${rule.prefix}/`);
    if (!covers) continue;
    const rest = rule.prefix === '/' ? path.slice(1) : path.slice(rule.prefix.length + 1);
    const target = rest === '' ? rule.toUrl : `${rule.toUrl.replace(/\/+$/, '')}/${rest}`;
    return redirectResponse({ ...rule, toUrl: target });
  }
  return null;
}

function legalResponse(siteTitle: string, title: string, text: string): Promise<PreparedResponse> {
  return prepareResponse({
    contentType: 'text/html; charset=utf-8',
    body: legalPage(siteTitle, title, text),
    headers: { 'cache-control': HTML_CACHE_CONTROL, 'content-security-policy': PLAIN_CSP, ...PAGE_HEADERS },
  });
}

/** What `/robots.txt` serves until the site sets its own (and after a reset). */
export function defaultRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
}

function robotsResponse(index: SiteIndex): Promise<PreparedResponse> {
  const body = index.robotsTxt ?? defaultRobotsTxt(index.origin);
  return prepareResponse({ contentType: 'text/plain; charset=utf-8', body, headers: textHeaders });
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/**
 * sitemaps.org protocol 0.9: every published page but the 404 page, then the blog (its index
 * and published posts), absolute URLs, W3C dates.
 */
function sitemapResponse(index: SiteIndex): Promise<PreparedResponse> {
  const listed = [...index.byId.values()]
    .filter((page) => page.id !== index.notFoundPageId)
    .sort((a, b) => Number(b.isHome) - Number(a.isHome) || a.uniqueName.localeCompare(b.uniqueName));
  let body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const page of listed) {
    const loc = page.isHome ? `${index.origin}/` : `${index.origin}/${encodeURIComponent(page.uniqueName)}`;
    const lastmod = page.publishedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
    body += `<url><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></url>\n`;
  }
  for (const entry of blogSitemapEntries(index.blog, index.origin)) {
    // A page at /blog shadows the index: it is listed above.
    if (entry.loc === `${index.origin}/blog` && index.byPath.has('/blog')) continue;
    const lastmod = entry.lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z');
    body += `<url><loc>${escapeXml(entry.loc)}</loc><lastmod>${lastmod}</lastmod></url>\n`;
  }
  body += '</urlset>\n';
  return prepareResponse({ contentType: 'application/xml; charset=utf-8', body, headers: textHeaders });
}
