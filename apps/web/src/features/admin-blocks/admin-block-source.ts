import type { AdminBlockDetail } from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import {
  ADMIN_BLOCKS_PATH,
  adminBlockPreviewLink,
  fetchAdminBlock,
  publishAdminBlock,
} from '../../api/admin-blocks.ts';
import { designDocumentSource } from '../editor/design-source.ts';

/**
 * An admin block as the editor's document source (SPEC §2 block sandbox_design): loaded from
 * `GET /admin-blocks/{id}`, saved with `PUT /admin-blocks/{id}/design` (version + idempotency key,
 * 409 when stale, like pages), published to the agencies' palette and previewed on the preview host.
 */
export function adminBlockDocumentSource(
  block: Pick<AdminBlockDetail, 'id' | 'name'>,
  first?: AdminBlockDetail,
): DocumentSource {
  return designDocumentSource({
    key: `admin-block:${block.id}`,
    title: block.name,
    first,
    fetchDetail: (signal) => fetchAdminBlock(block.id, { signal, notify: false }),
    designPath: `${ADMIN_BLOCKS_PATH}/${block.id}/design`,
    // A refusal (the design is not one section or row) is a 422 whose message says why.
    publish: async () => (await publishAdminBlock(block.id, true, false)).message,
    previewUrl: async () => (await adminBlockPreviewLink(block.id)).url,
  });
}
