import { orderPageEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import { type RecordRouteDeps, serveDocumentRecords } from '../design-records/routes.ts';
import { DESIGN_BODY_LIMIT_BYTES } from '../designs/routes.ts';
import { orderPageRecords, updateOrderPage } from './service.ts';

/**
 * SPEC §2/§7 admin order pages (admins only): the design-record calls under
 * `/subscriptions/order-pages` (the design is saved through its `PUT`), the designer's editor data
 * and the draft's preview link. The page renders on the preview host with its plans.
 */
export async function orderPageRoutes(app: FastifyInstance, deps: RecordRouteDeps): Promise<void> {
  serveDocumentRecords(
    app,
    deps,
    orderPageEndpoints,
    orderPageRecords,
    {
      published: (page, published) =>
        published
          ? `The order page ${page.name} is published.`
          : `The order page ${page.name} is no longer published.`,
      deleted: (page) => `The order page ${page.name} is deleted.`,
    },
    // The update may carry the whole design: a design save answers it.
    { update: updateOrderPage, updateBodyLimit: DESIGN_BODY_LIMIT_BYTES },
  );
}
