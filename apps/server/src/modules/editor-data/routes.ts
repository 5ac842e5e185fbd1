import { editorDataEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
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
  const { db, origins } = deps;

  serve(app, editorDataEndpoints.get, async ({ auth, query }) => {
    const site = await siteForCaller(db, auth, query.landing_id, 'view');
    return { data: await buildEditorData({ db, auth, site, origins }) };
  });

  serve(app, editorDataEndpoints.icons, async ({ query, reply }) => {
    reply.header('cache-control', ICON_CACHE);
    return { data: iconShapes(query.names) };
  });

  serve(app, editorDataEndpoints.searchIcons, async ({ query, reply }) => {
    reply.header('cache-control', ICON_CACHE);
    return { data: searchIcons(query.search, query.limit) };
  });
}
