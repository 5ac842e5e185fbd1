import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { fileObjects } from '../../db/schema/files.ts';
import { recordIdFromText } from '../../lib/input-guard.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
import { findPlatformAgency } from '../agencies/store.ts';
import { sitesByIds } from '../landings/lookup.ts';
import { OBJECT_NAME_PATTERN, TOKEN_PATTERN } from './naming.ts';

export const FILES_PREFIX = '/_files/';

/**
 * Headers of every served file. Addresses are never reused (a new version gets a new token), so
 * a year-long immutable cache is safe. The policy sandboxes anything a browser might run if the
 * file is opened directly (an SVG is a document), and `nosniff` stops a browser from guessing
 * a type other than the one sent.
 */
const FILE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
  // The editor's cropper and canvas read pixels of images from site origins.
  'access-control-allow-origin': '*',
} as const;

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

/**
 * `GET /_files/{agency}/{token}/{name}` on site hosts: the site's agency's uploaded files (on
 * template hosts and the preview host: the platform agency's).
 * Never on the app's hosts (tenant files must not share the app's origin), never another
 * agency's files, and only names the database knows (no path is built from the request).
 */
export async function fileServingRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    storage: ObjectStorage;
    sites: Sites;
    log: { warn(details: object, message: string): void };
  },
): Promise<void> {
  const { db, storage, sites } = deps;
  app.get<{ Params: { agencyId: string; token: string; name: string } }>(
    '/_files/:agencyId/:token/:name',
    async (request, reply) => {
      const target = await sites.hosts.resolve(request.headers.host ?? '');
      // A site's host serves its agency's files, a template site's host the platform agency's,
      // and the preview host the platform agency's too (the page-template library).
      if (target.kind !== 'site' && target.kind !== 'template' && target.kind !== 'previews') {
        return notFound(reply);
      }
      const { token, name } = request.params;
      const agencyId = recordIdFromText(request.params.agencyId);
      if (agencyId === null || !TOKEN_PATTERN.test(token) || !OBJECT_NAME_PATTERN.test(name)) {
        return notFound(reply);
      }
      if (target.kind === 'previews') {
        if (agencyId !== (await findPlatformAgency(db))) return notFound(reply);
      } else {
        const [site] = await sitesByIds(db, [target.landingId]);
        if (site?.agencyId !== agencyId) return notFound(reply);
      }
      const [object] = await db
        .select({
          storageKey: fileObjects.storageKey,
          contentType: fileObjects.contentType,
          bytes: fileObjects.bytes,
        })
        .from(fileObjects)
        .where(
          and(eq(fileObjects.agencyId, agencyId), eq(fileObjects.token, token), eq(fileObjects.name, name)),
        )
        .limit(1);
      if (!object) return notFound(reply);
      const etag = `"${token}-${name}"`;
      if (request.headers['if-none-match']?.includes(etag)) {
        return reply
          .status(304)
          .headers({ ...FILE_HEADERS, etag })
          .send();
      }
      const body = await storage.get(object.storageKey);
      if (body === null) {
        deps.log.warn({ key: object.storageKey }, 'a recorded file is missing from storage');
        return notFound(reply);
      }
      return reply
        .status(200)
        .headers({
          ...FILE_HEADERS,
          etag,
          'content-type': object.contentType,
          'content-length': String(object.bytes),
        })
        .send(body);
    },
  );
}
