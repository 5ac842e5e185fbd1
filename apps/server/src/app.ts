import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { EndpointDefinition } from '@tessera/api-contract';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifySchema,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { databaseConnectionOf } from './db/client.ts';
import { API_PREFIX, type AppDeps, BODY_LIMIT_BYTES } from './deps.ts';
import type { Access } from './lib/access.ts';
import { type ClusterBus, openClusterBus } from './lib/cluster-bus.ts';
import { HttpError } from './lib/errors.ts';
import { refuseNulCharacters } from './lib/input-guard.ts';
import { isHealthCheck, misdirected, roleForRequest, servesApp, servesSites } from './lib/process-role.ts';
import { appContentSecurityPolicy, transportHeaders } from './lib/security-headers.ts';
import { installSiteServices } from './lib/site-services.ts';
import { createStorage } from './lib/storage/index.ts';
import { RETRY_AFTER_SECONDS, unavailableService } from './lib/unavailable.ts';
import { pathWithoutQuery } from './lib/url-path.ts';
import { VisitorPriority } from './lib/visitor-priority.ts';
import { adminBlockRoutes } from './modules/admin-blocks/routes.ts';
import { adminBlogRoutes } from './modules/admin-blog/routes.ts';
import { agencyRoutes } from './modules/agencies/routes.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { bearerToken, resolveToken } from './modules/auth/session.ts';
import { backupRoutes } from './modules/backups/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { stripeJsOrigin } from './modules/billing/settings.ts';
import { blockRoutes } from './modules/blocks/routes.ts';
import { blogRoutes } from './modules/blogs/routes.ts';
import { registerCardHost } from './modules/cards/public/host.ts';
import { cardRoutes } from './modules/cards/routes.ts';
import { commerceOrderRoutes } from './modules/commerce/order-routes.ts';
import { commercePublicRoutes } from './modules/commerce/public-routes.ts';
import { commerceRoutes } from './modules/commerce/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { formRoutes } from './modules/contacts/public-forms.ts';
import { contactRoutes } from './modules/contacts/routes.ts';
import { courseRoutes } from './modules/courses/routes.ts';
import { designRoutes } from './modules/designs/routes.ts';
import { editorDataRoutes } from './modules/editor-data/routes.ts';
import { uploadLimits } from './modules/files/limits.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { fileServingRoutes } from './modules/files/serve.ts';
import { formRecordRoutes } from './modules/forms/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { keywordRoutes } from './modules/keywords/routes.ts';
import { siteForCaller } from './modules/landings/access.ts';
import { landingRoutes } from './modules/landings/routes.ts';
import { menuRoutes } from './modules/menus/routes.ts';
import { orderPageRoutes } from './modules/order-pages/routes.ts';
import { pageTemplateRoutes } from './modules/page-templates/routes.ts';
import { managePageRoutes } from './modules/pages/manage-routes.ts';
import { pageRoutes } from './modules/pages/routes.ts';
import { sharedPageRoutes } from './modules/pages/shared-routes.ts';
import { previewShareRoutes } from './modules/preview-shares/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { redirectRoutes } from './modules/redirects/routes.ts';
import { robotsRoutes } from './modules/robots/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { whitelabelRoutes } from './modules/whitelabels/routes.ts';
import { siteAreas } from './site-areas.ts';
import { Sites } from './sites/runtime.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  /** Its zod schemas (params, querystring, body): the route fuzz test reads what each takes. */
  schema: FastifySchema | undefined;
  /** The api-contract declaration it was registered from (`lib/endpoints.ts` `serve`). */
  endpoint?: EndpointDefinition;
}

/** A route answered on site, card or preview hosts rather than under the API prefix. */
export interface HostRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access declaration: the role × route tests walk this. */
    apiRoutes: RegisteredRoute[];
    /** Every other route (site forms, card pages, files): the route fuzz test walks these too. */
    hostRoutes: HostRoute[];
    /** Public site serving and its render cache. */
    sites: Sites;
    /** This instance's line to the others on the same database (lib/cluster-bus.ts). */
    bus: ClusterBus;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  let sites: Sites | null = null;
  const role = deps.config.ROLE;
  const siteHostsServed = servesSites(role);
  // Site visitors go first; API requests are admitted by it (lib/visitor-priority.ts). The
  // embedded database runs one query at a time on this thread, so more API requests at once
  // would only lengthen the work a visitor can land behind; PostgreSQL's pool takes ten.
  const priority = new VisitorPriority({
    maxConcurrent: databaseConnectionOf(deps.db)?.engine === 'postgres' ? 20 : 4,
  });
  const transport = transportHeaders(deps.config);
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.TRUST_PROXY,
    // Ids in paths are numbers; this keeps "/x/" and "/x" the same route.
    routerOptions: { ignoreTrailingSlash: true },
    // Cached site pages are answered before the framework sees the request: that path must cost
    // a Map lookup and a write, nothing more. Everything else goes through Fastify as usual.
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (siteHostsServed && sites?.serveCached(request, response)) priority.visitorServed();
        else handler(request, response);
      }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => priority.close());
  // Draining (SIGTERM, main.ts): a keep-alive connection is closed as soon as its request in
  // progress is answered, rather than held open until its idle timeout delays the exit.
  let reapIdleConnections: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    reapIdleConnections = setInterval(() => app.server.closeIdleConnections(), 50);
  });
  app.addHook('onClose', async () => clearInterval(reapIdleConnections));
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.decorate('hostRoutes', [] as HostRoute[]);
  app.decorateRequest('auth', null);

  const storage = deps.storage ?? createStorage(deps.config);
  // What this instance tells the others on the same database, and hears from them.
  const bus = await openClusterBus(deps.db, app.log);
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
  sites = new Sites({
    bus,
    config: deps.config,
    db: deps.db,
    storage,
    areas: siteAreas(deps.db),
    clock: deps.clock,
    log: app.log,
    listeningPort: () => {
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : null;
    },
  });
  const siteServer = sites;
  app.decorate('sites', siteServer);
  siteServer.start();
  app.addHook('onClose', () => siteServer.close());
  app.addHook('onClose', async () => storage.close?.());
  // Jobs, site events and the realtime hub (forms, webhooks, backups and the app's websocket).
  const services = await installSiteServices(
    app,
    { ...deps, bus },
    {
      resolveToken: (token) => resolveToken(deps.db, token),
      mayViewSite: (auth, landingId) =>
        siteForCaller(deps.db, auth, landingId, 'view').then(
          () => true,
          () => false,
        ),
    },
  );

  // First of all: the headers every response of every host carries (prepared site responses,
  // served before the framework, carry them already). Set on the raw response, so the answers
  // written straight to it (site hosts, previews) get them as much as the framework's.
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of transport) reply.raw.setHeader(name, value);
  });

  // Site hosts and unknown hosts are answered here; app hosts continue to the SPA and the API.
  app.addHook('onRequest', async (request, reply) => {
    if (isHealthCheck(request.url)) return;
    if (role !== 'all') {
      const target = await siteServer.hosts.resolve(request.headers.host ?? '');
      const wanted = roleForRequest(target.kind, pathWithoutQuery(request.url));
      if (role === 'worker' || !(wanted === 'app' ? servesApp(role) : servesSites(role))) {
        const { status, message } = misdirected(role, wanted);
        return reply.status(status).send({ message });
      }
    }
    if (siteHostsServed && (await siteServer.dispatch(request.raw, reply.raw))) {
      priority.visitorServed();
      reply.hijack();
    }
  });

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (!route.url.startsWith(API_PREFIX)) {
      for (const method of methods) app.hostRoutes.push({ method, url: route.url });
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    const endpoint = route.config?.endpoint;
    for (const method of methods)
      app.apiRoutes.push({
        method,
        url: route.url,
        access,
        schema: route.schema,
        ...(endpoint ? { endpoint } : {}),
      });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX) || isHealthCheck(request.url)) return;
    // A websocket lives for hours: it takes no turn (its messages are a few bytes).
    if (request.headers.upgrade === undefined) {
      const endTurn = await priority.admit();
      // A client that left while it waited frees its turn at once; 'close' has fired already.
      if (request.raw.socket.destroyed) endTurn();
      else reply.raw.once('close', endTurn);
    }
    if (deps.config.MAINTENANCE && pathWithoutQuery(request.url) !== `${API_PREFIX}/config`) {
      throw new HttpError(503, 'The service is under maintenance.');
    }
    const token = bearerToken(request.headers.authorization);
    request.auth = token ? await resolveToken(deps.db, token) : null;
    enforceAccess(request);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        const list = errors[field] ?? [];
        list.push(issue.message ?? 'The value is invalid.');
        errors[field] = list;
      }
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send({ message: first, errors });
    }
    const unavailable = unavailableService(error);
    if (unavailable) {
      // A moment's outage of a service, not a bug: worth a line, and the client may retry.
      request.log.warn(
        { err: error, service: unavailable.service },
        'a service the request needs is unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: unavailable.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: 'The request body is too large.' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  refuseNulCharacters(app);
  await app.register(fastifyRateLimit, { global: false });

  await app.register(
    async (api) => {
      await configRoutes(api, deps);
      await healthRoutes(api, { db: deps.db, role });
      await authRoutes(api, deps);
      await profileRoutes(api, deps);
      await userRoutes(api, deps);
      await agencyRoutes(api, deps);
      await whitelabelRoutes(api, { ...deps, sites: siteServer, storage });
      await auditRoutes(api, deps);
      await landingRoutes(api, { ...deps, sites: siteServer, storage });
      await managePageRoutes(api, { ...deps, sites: siteServer, storage });
      await menuRoutes(api, { ...deps, sites: siteServer });
      await redirectRoutes(api, { ...deps, sites: siteServer });
      await pageRoutes(api, { ...deps, sites: siteServer });
      await sharedPageRoutes(api, { db: deps.db, sites: siteServer });
      await previewShareRoutes(api, { db: deps.db, sites: siteServer });
      await blogRoutes(api, { ...deps, sites: siteServer });
      await adminBlogRoutes(api, { ...deps, sites: siteServer, storage });
      await designRoutes(api, deps);
      await blockRoutes(api, deps);
      await pageTemplateRoutes(api, { db: deps.db, sites: siteServer });
      await adminBlockRoutes(api, { db: deps.db, sites: siteServer });
      await templateRoutes(api, { ...deps, sites: siteServer });
      await courseRoutes(api, { db: deps.db, sites: siteServer });
      await orderPageRoutes(api, { db: deps.db, sites: siteServer });
      await editorDataRoutes(api, { db: deps.db, origins: siteServer.origins });
      await cardRoutes(api, { ...deps, sites: siteServer, storage });
      await fileRoutes(api, {
        db: deps.db,
        storage,
        origins: siteServer.origins,
        limits: uploadLimits(deps.config),
        log: app.log,
        sites: siteServer,
      });
      await aiRoutes(api, { ...deps, storage, origins: siteServer.origins });
      await robotsRoutes(api, { db: deps.db, sites: siteServer });
      await keywordRoutes(api, { db: deps.db });
      await statsRoutes(api, { db: deps.db, sites: siteServer });
      await formRecordRoutes(api, deps);
      await contactRoutes(api, { ...deps, origins: siteServer.origins });
      await webhookRoutes(api, { ...deps, ...services });
      await backupRoutes(api, { ...deps, jobs: services.jobs, sites: siteServer });
      await billingRoutes(api, { ...deps, jobs: services.jobs, sites: siteServer });
      await commerceRoutes(api, { ...deps, sites: siteServer });
      await commerceOrderRoutes(api, { ...deps, sites: siteServer });
      await realtimeRoutes(api, services);
    },
    { prefix: API_PREFIX },
  );
  // Its own context: the URL-encoded parser for forms posted without their island stays here.
  await app.register(async (forms) =>
    formRoutes(forms, { db: deps.db, sites: siteServer, secretKey: deps.config.SECRET_KEY }),
  );
  // The order elements' checkout on site hosts; a payment link posts a form without fields.
  await app.register(async (checkout) => {
    checkout.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null, {}),
    );
    await commercePublicRoutes(checkout, { ...deps, sites: siteServer });
  });
  // Public business cards on card.{SITES_DOMAIN}: pages, vCards, QR codes, taps and leads.
  await registerCardHost(app, { ...deps, sites: siteServer, storage });
  // Uploaded files, on site hosts only (the route refuses every other host).
  await app.register(async (served) =>
    fileServingRoutes(served, { db: deps.db, storage, sites: siteServer, log: app.log }),
  );

  const webDist = deps.config.webDistDir;
  const shellFile = webDist === null ? null : path.join(webDist, 'index.html');
  // Read once: the shell is tiny and answers every app path.
  const shell = shellFile && existsSync(shellFile) ? readFileSync(shellFile) : null;
  // Built at the first shell request: the sites' port is known once the server listens.
  let appCsp: string | null = null;
  if (webDist && shell) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      allowedPath: (pathName) => pathName !== '/index.html',
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (shell && (request.method === 'GET' || request.method === 'HEAD')) {
      // History-mode routing: every app path is answered by the SPA shell, never cached.
      appCsp ??= appContentSecurityPolicy(deps.config, siteServer.origins, stripeJsOrigin(deps.config));
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', appCsp)
        .header('x-frame-options', 'DENY')
        .type('text/html; charset=utf-8')
        .send(shell);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  return app;
}

function enforceAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config.access;
  if (!access || access.kind === 'public') return;
  const auth = request.auth;
  if (!auth) throw new HttpError(401, 'Unauthenticated.');
  if (!access.roles.includes(auth.user.role))
    throw new HttpError(403, 'You do not have permission to do this.');
  if (auth.blocked && !access.allowBlocked) {
    throw new HttpError(403, 'Your agency has no active subscription.');
  }
}
