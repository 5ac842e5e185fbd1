import {
  editorDataQuery,
  editorDataResponse,
  iconSearchQuery,
  iconSearchResponse,
  iconShapesQuery,
  iconShapesResponse,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, SITE_OR_TEMPLATE_ROLES, signedIn } from '../../lib/access.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { siteForCaller } from '../landings/access.ts';
import { iconShapes, searchIcons } from './icons.ts';
import { buildEditorData } from './sources.ts';

/** Icon shapes never change within a build: let the browser keep them a day. */
const ICON_CACHE = 'private, max-age=86400';

export async function editorDataRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { origins: SiteOrigins },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, origins } = deps;

  api.get(
    '/editor-data',
    {
      config: { access: SITE_OR_TEMPLATE_ROLES },
      schema: { querystring: editorDataQuery, response: { 200: editorDataResponse } },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const site = await siteForCaller(db, auth, request.query.landing_id, 'view');
      return { data: await buildEditorData({ db, auth, site, origins }) };
    },
  );

  api.get(
    '/editor/icons',
    {
      config: { access: signedIn() },
      schema: { querystring: iconShapesQuery, response: { 200: iconShapesResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', ICON_CACHE);
      return { data: iconShapes(request.query.names) };
    },
  );

  api.get(
    '/editor/icons/search',
    {
      config: { access: signedIn() },
      schema: { querystring: iconSearchQuery, response: { 200: iconSearchResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', ICON_CACHE);
      return { data: searchIcons(request.query.search, request.query.limit) };
    },
  );
}
