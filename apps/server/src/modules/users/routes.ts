import { userEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import {
  createUser,
  deleteUser,
  getUser,
  getUserLandings,
  importUsers,
  listUsers,
  setUserLandings,
  setUserPassword,
  updateUser,
} from './service.ts';

/** Owners manage their agency's users; admins manage the platform's admins. */
export async function userRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(app, userEndpoints.list, async ({ auth, query }) =>
    listAnswer(await listUsers(db, auth, query), query),
  );

  serve(app, userEndpoints.create, async ({ auth, body, request }) => ({
    data: await createUser(deps, auth, body, request.ip),
  }));

  serve(app, userEndpoints.get, async ({ auth, params }) => ({ data: await getUser(db, auth, params.id) }));

  serve(app, userEndpoints.update, async ({ auth, params, body, request }) => ({
    data: await updateUser(deps, auth, params.id, body, request.ip),
  }));

  serve(app, userEndpoints.remove, async ({ auth, params, request }) => {
    await deleteUser(deps, auth, params.id, request.ip);
    return { success: true as const, message: 'The user was deleted.' };
  });

  serve(app, userEndpoints.setPassword, async ({ auth, params, body, request }) => {
    await setUserPassword(deps, auth, params.id, body.password, request.ip);
    return { success: true as const, message: 'The password has been changed.' };
  });

  serve(app, userEndpoints.landings, async ({ auth, params }) => ({
    data: await getUserLandings(db, auth, params.id),
  }));

  serve(app, userEndpoints.setLandings, async ({ auth, params, body }) => ({
    data: await setUserLandings(db, auth, params.id, body.landings),
  }));

  serve(app, userEndpoints.importCsv, async ({ auth, body, request }) => ({
    data: await importUsers(deps, app.sites.origins, auth, body.csv, request.ip),
  }));
}
