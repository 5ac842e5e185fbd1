import { formEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import { createForm, deleteForm, getForm, listForms, updateForm } from './service.ts';

/** A site's form records: `view` to list and read them (the editor's form picker), `manage_forms` to change them. */
export async function formRecordRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(app, endpoints.list, async ({ auth, params, query }) =>
    listAnswer(await listForms(db, auth, params.id, query), query),
  );

  serve(app, endpoints.create, async ({ auth, params, body }) => ({
    data: await createForm(db, auth, params.id, body),
  }));

  serve(app, endpoints.get, async ({ auth, params }) => ({
    data: await getForm(db, auth, params.id, params.formId),
  }));

  serve(app, endpoints.update, async ({ auth, params, body }) => ({
    data: await updateForm(db, auth, params.id, params.formId, body),
  }));

  serve(app, endpoints.remove, async ({ auth, params }) => {
    const { name, contacts } = await deleteForm(db, auth, params.id, params.formId);
    const kept = contacts === 0 ? '' : ` Its ${contacts} contact${contacts === 1 ? ' was' : 's were'} kept.`;
    return { success: true as const, message: `The form “${name}” was deleted.${kept}` };
  });
}
