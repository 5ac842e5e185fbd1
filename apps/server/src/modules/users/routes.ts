import {
  actionResult,
  createUserBody,
  importUsersBody,
  importUsersResponse,
  managedUserListResponse,
  managedUserResponse,
  setUserPasswordRequest,
  updateUserBody,
  userIdParams,
  userLandingsBody,
  userLandingsResponse,
  userListQuery,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth } from '../../lib/access.ts';
import { listMeta } from '../../lib/pagination.ts';
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
const managers = onlyRoles(['Admin', 'Agency']);
const owners = onlyRoles(['Agency']);

export async function userRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/users',
    {
      config: { access: managers },
      schema: { querystring: userListQuery, response: { 200: managedUserListResponse } },
    },
    async (request) => {
      const { rows, total } = await listUsers(db, requireAuth(request.auth), request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.per_page) };
    },
  );

  api.post(
    '/users',
    {
      config: { access: managers },
      schema: { body: createUserBody, response: { 200: managedUserResponse } },
    },
    async (request) => ({
      data: await createUser(deps, requireAuth(request.auth), request.body, request.ip),
    }),
  );

  api.get(
    '/users/:id',
    {
      config: { access: managers },
      schema: { params: userIdParams, response: { 200: managedUserResponse } },
    },
    async (request) => ({ data: await getUser(db, requireAuth(request.auth), request.params.id) }),
  );

  api.put(
    '/users/:id',
    {
      config: { access: managers },
      schema: { params: userIdParams, body: updateUserBody, response: { 200: managedUserResponse } },
    },
    async (request) => ({
      data: await updateUser(deps, requireAuth(request.auth), request.params.id, request.body, request.ip),
    }),
  );

  api.delete(
    '/users/:id',
    { config: { access: managers }, schema: { params: userIdParams, response: { 200: actionResult } } },
    async (request) => {
      await deleteUser(deps, requireAuth(request.auth), request.params.id, request.ip);
      return { success: true as const, message: 'The user was deleted.' };
    },
  );

  api.post(
    '/users/:id/change-password',
    {
      config: { access: managers },
      schema: { params: userIdParams, body: setUserPasswordRequest, response: { 200: actionResult } },
    },
    async (request) => {
      await setUserPassword(
        deps,
        requireAuth(request.auth),
        request.params.id,
        request.body.password,
        request.ip,
      );
      return { success: true as const, message: 'The password has been changed.' };
    },
  );

  api.get(
    '/user-landings/:id',
    { config: { access: owners }, schema: { params: userIdParams, response: { 200: userLandingsResponse } } },
    async (request) => ({ data: await getUserLandings(db, requireAuth(request.auth), request.params.id) }),
  );

  api.put(
    '/user-landings/:id',
    {
      config: { access: owners },
      schema: { params: userIdParams, body: userLandingsBody, response: { 200: userLandingsResponse } },
    },
    async (request) => ({
      data: await setUserLandings(db, requireAuth(request.auth), request.params.id, request.body.landings),
    }),
  );

  api.post(
    '/landings/multiple-users',
    {
      config: { access: owners },
      schema: { body: importUsersBody, response: { 200: importUsersResponse } },
    },
    async (request) => {
      return {
        data: await importUsers(
          deps,
          app.sites.origins,
          requireAuth(request.auth),
          request.body.csv,
          request.ip,
        ),
      };
    },
  );
}
