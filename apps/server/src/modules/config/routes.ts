import { configResponse } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { PUBLIC } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { uploadLimits } from '../files/limits.ts';
import { buildAppConfig } from './service.ts';
import { requestHostname, whitelabelForHost } from './whitelabel-host.ts';

export async function configRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/config',
    { config: { access: PUBLIC }, schema: { response: { 200: configResponse } } },
    async (request) => {
      const whitelabel = await whitelabelForHost(deps.db, requestHostname(request));
      // SPEC §2: a host that is neither white-label domain shows 'Page not found'.
      if (!whitelabel) throw notFound('Page not found');
      const data = await buildAppConfig(deps.db, whitelabel, request.auth, {
        maintenance: deps.config.MAINTENANCE,
        sitesDomain: deps.config.SITES_DOMAIN,
        maxUploadBytes: uploadLimits(deps.config).maxUploadBytes,
      });
      return { data };
    },
  );
}
