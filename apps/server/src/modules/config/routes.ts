import { configEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { notFound } from '../../lib/errors.ts';
import { publicBillingConfig } from '../billing/settings.ts';
import { uploadLimits } from '../files/limits.ts';
import { buildAppConfig } from './service.ts';
import { requestHostname, whitelabelForHost } from './whitelabel-host.ts';

export async function configRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serve(app, configEndpoints.get, async ({ auth, request }) => {
    const whitelabel = await whitelabelForHost(deps.db, requestHostname(request));
    // SPEC §2: a host that is neither white-label domain shows 'Page not found'.
    if (!whitelabel) throw notFound('Page not found');
    const data = await buildAppConfig(deps.db, whitelabel, auth, {
      maintenance: deps.config.MAINTENANCE,
      sitesDomain: deps.config.SITES_DOMAIN,
      maxUploadBytes: uploadLimits(deps.config).maxUploadBytes,
      billing: publicBillingConfig(deps.config),
    });
    return { data };
  });
}
