import type { OrderPageDetail } from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import {
  fetchOrderPage,
  ORDER_PAGES_PATH,
  orderPagePreviewLink,
  publishOrderPage,
} from '../../api/order-pages.ts';
import { designDocumentSource } from '../editor/design-source.ts';

/**
 * An order page as the editor's document source (SPEC §2 order-page design): loaded from
 * `GET /subscriptions/order-pages/{id}`, saved with `PUT` on the same path (document, version and
 * idempotency key; 409 when stale), published and previewed, with its plans, on the preview host.
 */
export function orderPageDocumentSource(
  page: Pick<OrderPageDetail, 'id' | 'name'>,
  first?: OrderPageDetail,
): DocumentSource {
  return designDocumentSource({
    key: `order-page:${page.id}`,
    title: page.name,
    first,
    fetchDetail: (signal) => fetchOrderPage(page.id, { signal, notify: false }),
    designPath: `${ORDER_PAGES_PATH}/${page.id}`,
    publish: async () => (await publishOrderPage(page.id, true, false)).message,
    previewUrl: async () => (await orderPagePreviewLink(page.id)).url,
  });
}
