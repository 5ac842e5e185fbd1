import { profileResponse, updateProfileRequest } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, signedIn } from '../../lib/access.ts';
import { buildProfile, updateProfile } from './service.ts';

export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Blocked users still read and edit their profile: the subscription screen needs it.
  const access = signedIn({ allowBlocked: true });

  api.get(
    '/profile',
    { config: { access }, schema: { response: { 200: profileResponse } } },
    async (request) => ({
      data: await buildProfile(deps.db, requireAuth(request.auth)),
    }),
  );

  api.put(
    '/profile',
    { config: { access }, schema: { body: updateProfileRequest, response: { 200: profileResponse } } },
    async (request) => {
      const updated = await updateProfile(deps.db, requireAuth(request.auth), request.body);
      return { data: await buildProfile(deps.db, updated) };
    },
  );
}
