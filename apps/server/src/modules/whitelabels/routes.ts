import fastifyMultipart from '@fastify/multipart';
import {
  domainCheckQuery,
  domainCheckResponse,
  idParams,
  recordId,
  updateWhitelabelBody,
  whitelabelBody,
  whitelabelListQuery,
  whitelabelListResponse,
  whitelabelLogoKind,
  whitelabelLogoResponse,
  whitelabelResponse,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, PUBLIC, requireAuth } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { listMeta } from '../../lib/pagination.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
import { recordAudit } from '../auth/audit.ts';
import { uploadLimits } from '../files/limits.ts';
import { readUpload } from '../files/multipart.ts';
import { LOGO_FILE, logoKey, storeLogo } from './logos.ts';
import {
  checkDomain,
  createWhitelabel,
  getWhitelabel,
  listWhitelabels,
  requestCertificate,
  updateWhitelabel,
} from './service.ts';

const admins = onlyRoles(['Admin']);

export async function whitelabelRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites; storage: ObjectStorage },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites, config, storage } = deps;

  // Logo uploads are multipart; the parser lives in this scope only.
  await app.register(async (scope) => {
    const limits = uploadLimits(config);
    await scope.register(fastifyMultipart, { limits: { fileSize: limits.maxUploadBytes, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/whitelabels/:id/logos/:kind',
      {
        config: { access: admins },
        schema: {
          params: z.object({ id: recordId, kind: whitelabelLogoKind }),
          response: { 200: whitelabelLogoResponse },
        },
      },
      async (request) => {
        const upload = await readUpload(request, z.object({}), limits);
        const data = await storeLogo(db, storage, request.params.id, request.params.kind, upload.bytes);
        return { data };
      },
    );
  });

  api.get(
    '/whitelabels/:id/logos/:file',
    {
      config: { access: PUBLIC },
      schema: {
        params: z.object({ id: recordId, file: z.string().regex(LOGO_FILE) }),
      },
    },
    async (request, reply) => {
      const body = await storage.get(logoKey(request.params.id, request.params.file));
      if (!body) throw notFound('Image not found.');
      // Names carry the content hash, so a stored image never changes under its name.
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  api.get(
    '/whitelabels',
    {
      config: { access: admins },
      schema: { querystring: whitelabelListQuery, response: { 200: whitelabelListResponse } },
    },
    async (request) => {
      const { rows, total } = await listWhitelabels(db, request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.per_page) };
    },
  );

  api.post(
    '/whitelabels',
    { config: { access: admins }, schema: { body: whitelabelBody, response: { 200: whitelabelResponse } } },
    async (request) => ({ data: await createWhitelabel(db, sites.hosts, config.SITES_DOMAIN, request.body) }),
  );

  api.get(
    '/whitelabels/:id',
    { config: { access: admins }, schema: { params: idParams, response: { 200: whitelabelResponse } } },
    async (request) => ({ data: await getWhitelabel(db, request.params.id) }),
  );

  api.put(
    '/whitelabels/:id',
    {
      config: { access: admins },
      schema: { params: idParams, body: updateWhitelabelBody, response: { 200: whitelabelResponse } },
    },
    async (request) => ({
      data: await updateWhitelabel(db, sites.hosts, config.SITES_DOMAIN, request.params.id, request.body),
    }),
  );

  api.post(
    '/whitelabels/:id/cert',
    { config: { access: admins }, schema: { params: idParams, response: { 200: whitelabelResponse } } },
    async (request) => {
      const data = await requestCertificate(db, request.params.id);
      await recordAudit(db, {
        action: 'whitelabel.cert_requested',
        actorUserId: requireAuth(request.auth).user.id,
        subjectUserId: null,
        ip: request.ip,
        details: { whitelabel_id: data.id, domains: [data.domain, data.domain_2].filter(Boolean) },
      });
      return { data };
    },
  );

  // The TLS proxy asks this before obtaining a certificate (docs/operations.md): 200 means yes.
  api.get(
    '/tls/domain-check',
    {
      config: { access: PUBLIC, rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { querystring: domainCheckQuery, response: { 200: domainCheckResponse } },
    },
    async (request) => {
      const domain = request.query.domain;
      const kind = await checkDomain(db, sites.hosts, config.APP_DOMAINS, domain);
      if (!kind) throw notFound('This domain is not served here.');
      return { data: { domain, allowed: true as const, kind } };
    },
  );
}
