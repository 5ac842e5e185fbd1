import {
  actionResult,
  createFormBody,
  formIdParams,
  formListQuery,
  formListResponse,
  formResponse,
  landingIdParams,
  updateFormBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import { siteListHandler } from '../../lib/pagination.ts';
import { createForm, deleteForm, getForm, listForms, updateForm } from './service.ts';

/** A site's form records: `view` to list and read them (the editor's form picker), `manage_forms` to change them. */
export async function formRecordRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.get(
    '/landings/:id/forms',
    siteRoute({ params: landingIdParams, querystring: formListQuery, response: { 200: formListResponse } }),
    siteListHandler((auth, id, query) => listForms(db, auth, id, query)),
  );

  api.post(
    '/landings/:id/forms',
    siteRoute({ params: landingIdParams, body: createFormBody, response: { 200: formResponse } }),
    async (request) => ({
      data: await createForm(db, requireAuth(request.auth), request.params.id, request.body),
    }),
  );

  api.get(
    '/landings/:id/forms/:formId',
    siteRoute({ params: formIdParams, response: { 200: formResponse } }),
    async (request) => ({
      data: await getForm(db, requireAuth(request.auth), request.params.id, request.params.formId),
    }),
  );

  api.put(
    '/landings/:id/forms/:formId',
    siteRoute({ params: formIdParams, body: updateFormBody, response: { 200: formResponse } }),
    async (request) => ({
      data: await updateForm(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.formId,
        request.body,
      ),
    }),
  );

  api.delete(
    '/landings/:id/forms/:formId',
    siteRoute({ params: formIdParams, response: { 200: actionResult } }),
    async (request) => {
      const { name, contacts } = await deleteForm(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.formId,
      );
      const kept =
        contacts === 0 ? '' : ` Its ${contacts} contact${contacts === 1 ? ' was' : 's were'} kept.`;
      return { success: true as const, message: `The form “${name}” was deleted.${kept}` };
    },
  );
}
