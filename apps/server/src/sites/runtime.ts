import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PreviewKind } from '@tessera/api-contract';
import { fillDocumentPlaceholders, fillPlaceholdersDeep, samplePlaceholderValues } from '@tessera/document';
import { siteIconAt } from '@tessera/renderer';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { ClusterBus } from '../lib/cluster-bus.ts';
import { isApiPath } from '../lib/process-role.ts';
import { transportHeaders } from '../lib/security-headers.ts';
import type { ObjectStorage } from '../lib/storage/index.ts';
import { RETRY_AFTER_SECONDS, unavailableService } from '../lib/unavailable.ts';
import { pathWithoutQuery } from '../lib/url-path.ts';
import { AdminPreviews, renderAdminPreview } from './admin-previews.ts';
import type { SiteAreas } from './areas.ts';
import { SiteAssets } from './assets.ts';
import { bindStoredPage } from './bind.ts';
import { siteRequestKey } from './blog.ts';
import { SiteCounters } from './counters.ts';
import { HostResolver, type HostTarget, PREVIEW_SUBDOMAIN } from './hosts.ts';
import { SiteIcons } from './icons.ts';
import { SiteOrigins } from './origin.ts';
import { sitePaymentsOf } from './payments.ts';
import { PLAIN_CSP, pagePolicy, plainPage } from './policy.ts';
import { type PreviewClaims, type PreviewShow, PreviewTokens } from './preview-tokens.ts';
import { type PageSnapshot, type RenderInputs, renderSnapshot } from './render.ts';
import { headerSafeUrl, type PreparedResponse, sendPrepared, type TransportHeaders } from './response.ts';
import { SAMPLE_MEDIA_PREFIX, SampleMedia } from './sample-media.ts';
import { plainNotFound, SiteCache, type SiteState } from './site-cache.ts';

export interface SitesLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SitesOptions {
  config: Pick<
    ServerConfig,
    | 'APP_DOMAINS'
    | 'SITES_DOMAIN'
    | 'SITES_PORT'
    | 'SITES_HTTPS'
    | 'PORT'
    | 'SECRET_KEY'
    | 'COUNTER_FLUSH_SECONDS'
    | 'islandsDir'
    | 'sampleMediaDir'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_JS_URL'
  >;
  db: Database;
  log: SitesLog;
  /** The port the server listens on, once it does. */
  listeningPort: () => number | null;
  cacheBytes?: number;
  /** Times the counters' writes; the system clock when not given. */
  clock?: Clock;
  /** Where uploaded files live: a site's icon is read from there (sites/icons.ts). */
  storage?: ObjectStorage;
  /** What the runtime reads from the areas that own the records (sites/areas.ts). */
  areas: SiteAreas;
  /**
   * How invalidations reach the other instances on the same database (lib/cluster-bus.ts);
   * without it this instance alone drops what changed, the others at their periodic re-check.
   */
  bus?: ClusterBus;
}

/** The cluster bus channel of site invalidations. */
export const SITES_BUS_CHANNEL = 'sites';

/** What one instance tells the others: a site's output changed, or which host serves what. */
type SitesMessage = { kind: 'site'; landingId: number } | { kind: 'hosts' };

function sitesMessageFrom(payload: unknown): SitesMessage | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { kind, landingId } = payload as Record<string, unknown>;
  if (kind === 'hosts') return { kind };
  if (kind === 'site' && typeof landingId === 'number') return { kind, landingId };
  return null;
}

/** A share link a preview is opened through (modules/preview-shares). */
export interface PreviewShareRef {
  id: number;
  expiresAt: Date;
}

/** A signed preview link and when it stops working. */
export interface PreviewLink {
  url: string;
  expiresAt: Date;
}

/** A preview link as the API answers it (`PreviewLinkResponse` of the contract). */
export function previewLinkData(link: PreviewLink): { url: string; expires_at: string } {
  return { url: link.url, expires_at: link.expiresAt.toISOString() };
}

const PREVIEW_PREFIX = '/_preview/';
const FORMS_PREFIX = '/_forms/';
/** The order elements' checkout (modules/commerce/public-routes.ts). */
const COMMERCE_PREFIX = '/_commerce/';
/** Uploaded files: a framework route that streams from storage (modules/files/serve.ts). */
const FILES_PREFIX = '/_files/';
const ASSETS_PREFIX = '/_assets/';

/**
 * Public site serving: which host is which site, what each path of a site answers, and the
 * render cache behind it. `serveCached` is the whole hot path (two Map lookups and a write of a
 * precompressed buffer); `dispatch` handles everything else for site hosts and unknown hosts,
 * and leaves app hosts to the app untouched.
 */
export class Sites {
  readonly origins: SiteOrigins;
  readonly hosts: HostResolver;
  readonly assets: SiteAssets;
  readonly media: SampleMedia;
  readonly cache: SiteCache;
  readonly counters: SiteCounters;
  readonly previews: PreviewTokens;
  /** How each kind of admin record is read for its preview on the preview host. */
  readonly adminPreviews = new AdminPreviews();
  private readonly db: Database;
  private readonly log: SitesLog;
  private readonly areas: SiteAreas;
  /** Sent with every prepared response (lib/security-headers.ts). */
  private readonly transport: TransportHeaders;
  private readonly bus: ClusterBus | null;
  private readonly busSubscriptions: Array<() => void> = [];

  constructor(options: SitesOptions) {
    const { config, db, log } = options;
    this.db = db;
    this.log = log;
    this.areas = options.areas;
    this.origins = new SiteOrigins(config, options.listeningPort);
    this.hosts = new HostResolver(db, config.APP_DOMAINS, config.SITES_DOMAIN);
    this.assets = new SiteAssets(config.islandsDir, log, sitePaymentsOf(config));
    this.media = new SampleMedia(config.sampleMediaDir, log);
    this.cache = new SiteCache(
      db,
      this.origins,
      this.assets,
      options.cacheBytes,
      new SiteIcons(options.areas.icons, options.storage ?? null),
      options.areas,
    );
    this.counters = new SiteCounters(db, log, {
      intervalMs: config.COUNTER_FLUSH_SECONDS * 1000,
      clock: options.clock,
    });
    this.previews = new PreviewTokens(config.SECRET_KEY);
    this.transport = transportHeaders(config);
    this.bus = options.bus ?? null;
    if (this.bus) {
      // Another instance's change: dropped here too, never told on (lib/cluster-bus.ts).
      this.busSubscriptions.push(
        this.bus.subscribe(SITES_BUS_CHANNEL, (payload) => {
          const message = sitesMessageFrom(payload);
          if (message?.kind === 'site') this.cache.invalidate(message.landingId);
          else if (message?.kind === 'hosts') this.hosts.clear();
        }),
        // Messages may have been lost while the bus was down: check every site and host again.
        this.bus.onMissed(() => {
          this.cache.expireAll();
          this.hosts.expireAll();
        }),
      );
    }
  }

  start(): void {
    this.counters.start();
  }

  /**
   * A site's published output changed (publish, unpublish, settings, redirects, robots): dropped
   * here at once and on every other instance through the bus.
   */
  invalidate(landingId: number): void {
    this.cache.invalidate(landingId);
    this.tellOthers({ kind: 'site', landingId });
  }

  /** Which host serves which site changed (a domain, subdomain or white label): here and everywhere. */
  forgetHosts(): void {
    this.hosts.clear();
    this.tellOthers({ kind: 'hosts' });
  }

  async close(): Promise<void> {
    for (const unsubscribe of this.busSubscriptions.splice(0)) unsubscribe();
    await this.counters.stop();
  }

  /** A failed NOTIFY leaves the others to their periodic re-check (30 s for sites, 60 s for hosts). */
  private tellOthers(message: SitesMessage): void {
    this.bus?.publish(SITES_BUS_CHANNEL, message).catch((error: unknown) => {
      this.log.warn({ err: error }, 'could not tell other instances of a site change');
    });
  }

  /** `http://preview.{SITES_DOMAIN}:{port}`: where admin records are previewed. */
  previewOrigin(): string {
    return this.origins.subdomainOrigin(PREVIEW_SUBDOMAIN);
  }

  /**
   * A signed link showing an admin record on the preview host. The caller has checked that its
   * caller may see what `show` names (the draft, or only what is published).
   */
  async adminPreviewLink(
    kind: PreviewKind,
    id: number,
    show: PreviewShow,
    /** The share link it is opened through: the link ends with it (never later than it expires). */
    share?: PreviewShareRef,
  ): Promise<PreviewLink> {
    const { token, expiresAt } = await this.previews.sign(
      { kind, id, landingId: 0, show, ...(share ? { shareId: share.id } : {}) },
      Date.now(),
      share?.expiresAt,
    );
    return { url: `${this.previewOrigin()}${PREVIEW_PREFIX}${token}`, expiresAt };
  }

  /** A signed link showing a page's or post's draft on its site's own host (`{subdomain}.SITES_DOMAIN`). */
  async sitePreviewLink(
    target: { kind: 'page' | 'blog-post'; id: number; landingId: number; subdomain: string },
    share?: PreviewShareRef,
  ): Promise<PreviewLink> {
    const { token, expiresAt } = await this.previews.sign(
      {
        kind: target.kind,
        id: target.id,
        landingId: target.landingId,
        ...(share ? { shareId: share.id } : {}),
      },
      Date.now(),
      share?.expiresAt,
    );
    return { url: `${this.origins.subdomainOrigin(target.subdomain)}${PREVIEW_PREFIX}${token}`, expiresAt };
  }

  /** A link opened through a share shows nothing once that share is revoked or expired. */
  private async shareAllows(claims: PreviewClaims | null): Promise<boolean> {
    if (claims?.shareId === undefined) return true;
    return this.areas.shareIsLive(this.db, claims.shareId, claims.kind, claims.id);
  }

  /**
   * Serves a cached response for a known site host, or returns false without touching the
   * request. Runs before the framework sees the request.
   */
  serveCached(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const host = request.headers.host;
    if (host === undefined) return false;
    const entry = this.hosts.peek(host);
    if (entry === undefined || entry.target.kind !== 'site') return false;
    const state = this.cache.states.get(entry.target.landingId);
    if (state === undefined) return false;
    const path = pathWithoutQuery(request.url ?? '/');
    const prepared =
      state.responses.get(siteRequestKey(request.url ?? '/', path)) ??
      this.assets.responses.get(path) ??
      this.media.responses.get(path);
    if (prepared === undefined) return false;
    const now = Date.now();
    if (entry.checkAt <= now) this.hosts.refresh(host, entry, now);
    if (state.checkAt <= now) this.cache.refresh(state, now);
    // Served: the render cache keeps the site (CLOCK), as sendPrepared marks the response.
    state.referenced = true;
    this.send(request, response, prepared, state);
    return true;
  }

  /** Everything for site hosts and unknown hosts; false leaves the request to the app. */
  async dispatch(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (this.serveCached(request, response)) return true;
    const path = pathWithoutQuery(request.url ?? '/');
    let target: HostTarget;
    try {
      target = await this.hosts.resolve(request.headers.host ?? '');
    } catch (error) {
      // API answers stay JSON on any host: the app's error handler answers them.
      if (isApiPath(path)) throw error;
      this.answerFailure(request, response, error);
      return true;
    }
    if (target.kind === 'www') {
      this.redirectWww(response, target.domain, request.url ?? '/');
      return true;
    }
    // Sample pictures are the product's own files: the editor canvas (app hosts) and published
    // pages (site hosts) load them from the origin they are on.
    if (target.kind !== 'unknown' && path.startsWith(SAMPLE_MEDIA_PREFIX)) {
      await this.serveSampleMedia(request, response, path);
      return true;
    }
    // The cards host is served by its own framework routes (modules/cards/public).
    if (target.kind === 'app' || target.kind === 'cards') return false;
    if (target.kind === 'previews') {
      // The platform's page-template library is served there (modules/files/serve.ts).
      if (path.startsWith(FILES_PREFIX)) return false;
      await this.guarded(request, response, () => this.servePreviewHost(request, response, path));
      return true;
    }
    if (target.kind === 'template') {
      if (path.startsWith(FILES_PREFIX)) return false;
      await this.guarded(request, response, () =>
        this.serveTemplateHost(request, response, target.landingId, path),
      );
      return true;
    }
    if (target.kind === 'unknown') {
      // API answers stay JSON on any host (e.g. /config's own 'Page not found').
      if (isApiPath(path)) return false;
      this.send(request, response, await plainNotFound(), null);
      return true;
    }
    // Form posts and checkouts (body parsing, size cap, per-IP rate limit) and uploaded files are
    // framework routes.
    if (path.startsWith(FORMS_PREFIX) || path.startsWith(COMMERCE_PREFIX) || path.startsWith(FILES_PREFIX))
      return false;
    const key = siteRequestKey(request.url ?? '/', path);
    await this.guarded(request, response, () =>
      this.serveSite(request, response, target.landingId, path, key),
    );
    return true;
  }

  /**
   * `www.{domain}` of a verified custom domain: a permanent redirect to the same path and query on
   * the domain, so owners connect the bare domain and visitors typing www. still arrive.
   */
  private redirectWww(response: ServerResponse, domain: string, url: string): void {
    const origin = this.origins.canonical({ subdomain: '', domain, domainVerified: true });
    // An absolute-form request target (proxies) has no path of ours to carry over.
    const location = headerSafeUrl(`${origin}${url.startsWith('/') ? url : '/'}`);
    response.writeHead(301, {
      location,
      'cache-control': 'public, max-age=86400',
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
    response.end(`Redirecting to ${location}`);
  }

  /** Runs a site-host handler; a failure is logged and answered with a plain page (`answerFailure`). */
  private async guarded(
    request: IncomingMessage,
    response: ServerResponse,
    serve: () => Promise<void>,
  ): Promise<void> {
    try {
      await serve();
    } catch (error) {
      this.answerFailure(request, response, error);
    }
  }

  /**
   * A site request that failed: a plain 503 page when a service it needs is away for a moment
   * (what was cached keeps being served meanwhile; this is a page that was not), else a plain 500.
   */
  private answerFailure(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    const unavailable = unavailableService(error);
    if (unavailable)
      this.log.warn(
        { err: error, url: request.url, service: unavailable.service },
        'a site request found a service unavailable',
      );
    else this.log.error({ err: error, url: request.url }, 'serving a site request failed');
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(unavailable ? 503 : 500, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PLAIN_CSP,
      'cache-control': 'no-store',
      ...(unavailable ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
    });
    response.end(
      unavailable
        ? plainPage(
            'Temporarily unavailable',
            'This page cannot be shown right now. Please try again in a moment.',
          )
        : plainPage('Something went wrong', 'Please try again in a moment.'),
    );
  }

  /**
   * The preview host: signed previews of admin records (`/_preview/{token}`) and the assets
   * their pages load (and the page-template library's files, a framework route); nothing else.
   */
  private async servePreviewHost(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    if (!readOnly(request, response)) return;
    if (path.startsWith(ASSETS_PREFIX)) return this.serveAsset(request, response, path);
    if (!path.startsWith(PREVIEW_PREFIX)) {
      this.send(request, response, await plainNotFound(), null);
      return;
    }
    const claims = await this.previews.verify(path.slice(PREVIEW_PREFIX.length));
    const record =
      claims && claims.kind !== 'page' && claims.landingId === 0 && (await this.shareAllows(claims))
        ? await this.adminPreviews.load(this.db, claims.kind, claims.id, claims.show)
        : null;
    this.writePreview(request, response, record ? renderAdminPreview(record) : null, this.previewOrigin());
  }

  /**
   * A template's backing site is never live: its host answers signed previews of its pages (the
   * admin's, or an agency's choosing a published template) and the assets they load, and 404
   * for everything else. Its uploaded files are a framework route (modules/files/serve.ts).
   */
  private async serveTemplateHost(
    request: IncomingMessage,
    response: ServerResponse,
    landingId: number,
    path: string,
  ): Promise<void> {
    if (!readOnly(request, response)) return;
    if (path.startsWith(ASSETS_PREFIX)) return this.serveAsset(request, response, path);
    if (path.startsWith(PREVIEW_PREFIX)) {
      // A template's placeholders show sample values: what a website made from it would say.
      await this.servePreview(request, response, landingId, path.slice(PREVIEW_PREFIX.length), true);
      return;
    }
    // Its previews link the site icons like any page: the template's own, else the platform's.
    const state = siteIconAt(path) === null ? null : await this.cache.state(landingId);
    const icon = state ? await this.cache.iconResponse(state, path) : null;
    this.send(request, response, icon ?? (await plainNotFound()), null);
  }

  private async serveSite(
    request: IncomingMessage,
    response: ServerResponse,
    landingId: number,
    path: string,
    /** `siteRequestKey`: the path, or a page of the blog index (`/blog?page=2`). */
    key: string,
  ): Promise<void> {
    if (!readOnly(request, response)) return;
    if (path.startsWith(ASSETS_PREFIX)) return this.serveAsset(request, response, path);
    if (path.startsWith(PREVIEW_PREFIX)) {
      await this.servePreview(request, response, landingId, path.slice(PREVIEW_PREFIX.length));
      return;
    }
    const state = await this.cache.state(landingId);
    if (!state) {
      // The site is gone since its host was looked up.
      this.hosts.clear();
      this.send(request, response, await plainNotFound(), null);
      return;
    }
    const prepared = (await this.cache.response(state, key)) ?? (await this.cache.notFoundResponse(state));
    this.send(request, response, prepared, state);
  }

  /** An island script or font from `/_assets`, the same on every host that shows pages. */
  private async serveAsset(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    this.send(request, response, (await this.assets.response(path)) ?? (await plainNotFound()), null);
  }

  private async serveSampleMedia(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    if (!readOnly(request, response)) return;
    this.send(request, response, (await this.media.response(path)) ?? (await plainNotFound()), null);
  }

  /** A draft rendered on the site's own origin for whoever holds a valid, unexpired link. */
  private async servePreview(
    request: IncomingMessage,
    response: ServerResponse,
    landingId: number,
    token: string,
    samples = false,
  ): Promise<void> {
    const verified = await this.previews.verify(token);
    const claims = (await this.shareAllows(verified)) ? verified : null;
    if (claims?.kind === 'blog-post' && claims.landingId === landingId) {
      // A blog post's draft (modules/blogs), rendered like a page's.
      const post = await this.areas.postPreview(this.db, claims.id);
      const own = post !== null && post.landing.id === landingId;
      this.writePreview(
        request,
        response,
        own ? post.snapshot : null,
        own ? this.origins.canonical(post.landing) : '',
      );
      return;
    }
    const inputs =
      claims && claims.kind === 'page' && claims.landingId === landingId
        ? await this.areas.pageDraft(this.db, claims.id)
        : null;
    if (!inputs || inputs.landing.id !== landingId) {
      this.writePreview(request, response, null, '');
      return;
    }
    const shown = samples ? withSampleValues(inputs) : inputs;
    this.writePreview(
      request,
      response,
      renderSnapshot(shown.document, shown.page, shown.site, 'preview'),
      this.origins.canonical(inputs.landing),
    );
  }

  /** A rendered preview (or, for null, the "not available" page), bound to the origin it is on. */
  private writePreview(
    request: IncomingMessage,
    response: ServerResponse,
    snapshot: PageSnapshot | null,
    origin: string,
  ): void {
    // The token travels in the URL: no Referer may carry it to the places the page links to.
    const headers = {
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-type': 'text/html; charset=utf-8',
    };
    if (!snapshot) {
      response.writeHead(404, { ...headers, 'content-security-policy': PLAIN_CSP });
      response.end(
        plainPage('Preview not available', 'This preview link is invalid or has expired. Ask for a new one.'),
      );
      return;
    }
    const { html, paymentsOrigin } = bindStoredPage(snapshot.html, origin, snapshot.islands, this.assets);
    response.writeHead(200, {
      ...headers,
      'content-security-policy': pagePolicy(snapshot.customCode, paymentsOrigin),
    });
    response.end(request.method === 'HEAD' ? undefined : html);
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    prepared: PreparedResponse,
    state: SiteState | null,
  ): void {
    sendPrepared(request, response, prepared, this.transport);
    if (state === null || request.method !== 'GET') return;
    if (prepared.counts !== null) this.counters.count(prepared.counts, state.index.landingId);
  }
}

/** A template page's render inputs with its placeholders showing the vocabulary's sample values. */
function withSampleValues(inputs: RenderInputs): RenderInputs {
  const values = samplePlaceholderValues(new Date().getUTCFullYear());
  return {
    ...inputs,
    document: fillDocumentPlaceholders(inputs.document, values).document,
    page: fillPlaceholdersDeep(inputs.page, values),
    site: {
      ...inputs.site,
      ...(inputs.site.menus ? { menus: fillPlaceholdersDeep(inputs.site.menus, values) } : {}),
    },
  };
}

/** Hosts serve reads only: anything but GET and HEAD gets 405 (false: answered, stop here). */
function readOnly(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
  response.end('Method not allowed');
  return false;
}
