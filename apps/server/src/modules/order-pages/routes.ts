import { orderPageEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { Sites } from '../../sites/runtime.ts';
import { documentCalls, serveDesignRecords, serveDocumentCalls } from '../design-records/routes.ts';
import { DESIGN_BODY_LIMIT_BYTES } from '../designs/routes.ts';
import { orderPageRecords, updateOrderPage } from './service.ts';

/**
 * SPEC §2/§7 admin order pages (admins only): the design-record calls under
 * `/subscriptions/order-pages` (the design is saved through its `PUT`), the designer's editor data
 * and the draft's preview link. The page renders on the preview host with its plans.
 */
export async function orderPageRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db'> & { sites: Sites },
): Promise<void> {
  const calls = documentCalls(orderPageRecords, {
    published: (page, published) =>
      published
        ? `The order page ${page.name} is published.`
        : `The order page ${page.name} is no longer published.`,
    deleted: (page) => `The order page ${page.name} is deleted.`,
  });
  serveDesignRecords(
    app,
    deps.db,
    orderPageEndpoints,
    { ...calls, update: updateOrderPage },
    // The body may carry the whole design.
    { updateBodyLimit: DESIGN_BODY_LIMIT_BYTES },
  );
  serveDocumentCalls(app, deps, orderPageEndpoints, orderPageRecords);
}
