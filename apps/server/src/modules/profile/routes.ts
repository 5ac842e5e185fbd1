import { profileEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { buildProfile, updateProfile } from './service.ts';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serve(app, profileEndpoints.get, async ({ auth }) => ({ data: await buildProfile(deps.db, auth) }));

  serve(app, profileEndpoints.update, async ({ auth, body }) => {
    const updated = await updateProfile(deps.db, auth, body);
    return { data: await buildProfile(deps.db, updated) };
  });
}
