import { adminBlockEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
import { type RecordRouteDeps, serveDocumentRecords } from '../design-records/routes.ts';
import { adminBlockRecords, distributeBlock, getLibraryBlock, listLibraryBlocks } from './service.ts';

/**
 * SPEC §1/§2/§7 admin blocks: the design-record calls under `/admin-blocks` for admins,
 * `/admin-blocks-2` (the published block library) for every designer, and
 * `/block-form/distribute` (copies into chosen agencies' saved blocks) for admins.
 */
export async function adminBlockRoutes(app: FastifyInstance, deps: RecordRouteDeps): Promise<void> {
  const { db } = deps;
  const endpoints = adminBlockEndpoints;
  serveDocumentRecords(app, deps, endpoints, adminBlockRecords, {
    published: (_block, published) =>
      published
        ? 'The block is published: every agency’s editor offers it in the block library.'
        : 'The block is no longer published.',
    deleted: (block) => `The block ${block.name} is deleted.`,
  });

  // The published library every designer's palette offers ------------------------------------

  serve(app, endpoints.library, async ({ query }) => listAnswer(await listLibraryBlocks(db, query), query));
  serve(app, endpoints.libraryBlock, async ({ params }) => ({ data: await getLibraryBlock(db, params.id) }));

  // Copies into agencies' own saved blocks -----------------------------------------------------

  serve(app, endpoints.distribute, async ({ auth, body }) => {
    const { name, agencies } = await distributeBlock(db, auth, body);
    const whose = agencies === 1 ? '1 agency’s' : `${agencies} agencies’`;
    return { success: true as const, message: `“${name}” is copied to ${whose} saved blocks.` };
  });
}
