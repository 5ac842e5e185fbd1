import fastifyMultipart from '@fastify/multipart';
import { whitelabelEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { notFound } from '../../lib/errors.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
import { recordAudit } from '../audit/log.ts';
import { uploadLimits } from '../files/limits.ts';
import { readUpload } from '../files/multipart.ts';
import { logoKey, storeLogo } from './logos.ts';
import {
  checkDomain,
  createWhitelabel,
  getWhitelabel,
  listWhitelabels,
  requestCertificate,
  updateWhitelabel,
} from './service.ts';

export async function whitelabelRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites; storage: ObjectStorage },
): Promise<void> {
  const { db, sites, config, storage } = deps;

  // Logo uploads are multipart; the parser lives in this scope only.
  await app.register(async (scope) => {
    const limits = uploadLimits(config);
    await scope.register(fastifyMultipart, { limits: { fileSize: limits.maxUploadBytes, files: 1 } });
    serve(scope, whitelabelEndpoints.uploadLogo, async ({ params, request }) => {
      const upload = await readUpload(request, z.object({}), limits);
      return { data: await storeLogo(db, storage, params.id, params.kind, upload.bytes) };
    });
  });

  serve(app, whitelabelEndpoints.logo, async ({ params, reply }) => {
    const body = await storage.get(logoKey(params.id, params.file));
    if (!body) throw notFound('Image not found.');
    // Names carry the content hash, so a stored image never changes under its name.
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });

  serve(app, whitelabelEndpoints.list, async ({ query }) =>
    listAnswer(await listWhitelabels(db, query), query),
  );

  serve(app, whitelabelEndpoints.create, async ({ body }) => ({
    data: await createWhitelabel(db, sites.hosts, config.SITES_DOMAIN, body),
  }));

  serve(app, whitelabelEndpoints.get, async ({ params }) => ({ data: await getWhitelabel(db, params.id) }));

  serve(app, whitelabelEndpoints.update, async ({ params, body }) => ({
    data: await updateWhitelabel(db, sites.hosts, config.SITES_DOMAIN, params.id, body),
  }));

  serve(app, whitelabelEndpoints.requestCertificate, async ({ auth, params, request }) => {
    const data = await requestCertificate(db, params.id);
    await recordAudit(db, {
      action: 'whitelabel.cert_requested',
      actorUserId: auth.user.id,
      subjectUserId: null,
      ip: request.ip,
      details: { whitelabel_id: data.id, domains: [data.domain, data.domain_2].filter(Boolean) },
    });
    return { data };
  });

  // The TLS proxy asks this before obtaining a certificate (docs/operations.md): 200 means yes.
  serve(
    app,
    whitelabelEndpoints.domainCheck,
    async ({ query }) => {
      const kind = await checkDomain(db, sites.hosts, config.APP_DOMAINS, query.domain);
      if (!kind) throw notFound('This domain is not served here.');
      return { data: { domain: query.domain, allowed: true as const, kind } };
    },
    { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } },
  );
}
