import {
  actionResult,
  agencyDetailResponse,
  agencyIdParams,
  agencyListQuery,
  agencyListResponse,
  agencySettingsBody,
  createAgencyBody,
  openaiKeyResponse,
  updateAgencyBody,
  updateOpenaiKeyBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth } from '../../lib/access.ts';
import { listMeta } from '../../lib/pagination.ts';
import {
  archiveAgency,
  createAgency,
  editOwnSettings,
  getAgency,
  listAgencies,
  restoreAgency,
  updateAgency,
  updateOpenaiKey,
} from './service.ts';

/** Admins manage every agency; a reseller owner its client agencies (checked in the service). */
const managers = onlyRoles(['Admin', 'Agency']);

export async function agencyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/agencies',
    {
      config: { access: managers },
      schema: { querystring: agencyListQuery, response: { 200: agencyListResponse } },
    },
    async (request) => {
      const { rows, total } = await listAgencies(db, requireAuth(request.auth), request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.per_page) };
    },
  );

  api.post(
    '/agencies',
    {
      config: { access: managers },
      schema: { body: createAgencyBody, response: { 200: agencyDetailResponse } },
    },
    async (request) => ({
      data: await createAgency(deps, requireAuth(request.auth), request.body, request.ip),
    }),
  );

  api.put(
    '/agencies/edit-settings',
    {
      config: { access: onlyRoles(['Agency']) },
      schema: { body: agencySettingsBody, response: { 200: actionResult } },
    },
    async (request) => {
      await editOwnSettings(db, requireAuth(request.auth), request.body);
      return { success: true as const, message: 'The agency settings were saved.' };
    },
  );

  api.get(
    '/agencies/:id',
    {
      config: { access: managers },
      schema: { params: agencyIdParams, response: { 200: agencyDetailResponse } },
    },
    async (request) => ({ data: await getAgency(db, requireAuth(request.auth), request.params.id) }),
  );

  api.put(
    '/agencies/:id',
    {
      config: { access: managers },
      schema: { params: agencyIdParams, body: updateAgencyBody, response: { 200: agencyDetailResponse } },
    },
    async (request) => ({
      data: await updateAgency(deps, requireAuth(request.auth), request.params.id, request.body, request.ip),
    }),
  );

  api.delete(
    '/agencies/:id',
    { config: { access: managers }, schema: { params: agencyIdParams, response: { 200: actionResult } } },
    async (request) => {
      await archiveAgency(deps, requireAuth(request.auth), request.params.id, request.ip);
      return {
        success: true as const,
        message: 'The agency was archived. You can restore it from the archive.',
      };
    },
  );

  api.post(
    '/agencies/:id/restore',
    { config: { access: managers }, schema: { params: agencyIdParams, response: { 200: actionResult } } },
    async (request) => {
      await restoreAgency(deps, requireAuth(request.auth), request.params.id, request.ip);
      return { success: true as const, message: 'The agency was restored.' };
    },
  );

  api.put(
    '/agencies/:id/update-openai',
    {
      config: { access: managers },
      schema: { params: agencyIdParams, body: updateOpenaiKeyBody, response: { 200: openaiKeyResponse } },
    },
    async (request) => ({
      data: await updateOpenaiKey(
        deps,
        requireAuth(request.auth),
        request.params.id,
        request.body.openai_api_key,
        request.ip,
      ),
    }),
  );
}
