import { agencyEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
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
export async function agencyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  serve(app, agencyEndpoints.list, async ({ auth, query }) =>
    listAnswer(await listAgencies(db, auth, query), query),
  );

  serve(app, agencyEndpoints.create, async ({ auth, body, request }) => ({
    data: await createAgency(deps, auth, body, request.ip),
  }));

  serve(app, agencyEndpoints.editSettings, async ({ auth, body }) => {
    await editOwnSettings(db, auth, body);
    return { success: true as const, message: 'The agency settings were saved.' };
  });

  serve(app, agencyEndpoints.get, async ({ auth, params }) => ({
    data: await getAgency(db, auth, params.id),
  }));

  serve(app, agencyEndpoints.update, async ({ auth, params, body, request }) => ({
    data: await updateAgency(deps, auth, params.id, body, request.ip),
  }));

  serve(app, agencyEndpoints.archive, async ({ auth, params, request }) => {
    await archiveAgency(deps, auth, params.id, request.ip);
    return {
      success: true as const,
      message: 'The agency was archived. You can restore it from the archive.',
    };
  });

  serve(app, agencyEndpoints.restore, async ({ auth, params, request }) => {
    await restoreAgency(deps, auth, params.id, request.ip);
    return { success: true as const, message: 'The agency was restored.' };
  });

  serve(app, agencyEndpoints.updateOpenaiKey, async ({ auth, params, body, request }) => ({
    data: await updateOpenaiKey(deps, auth, params.id, body.openai_api_key, request.ip),
  }));
}
