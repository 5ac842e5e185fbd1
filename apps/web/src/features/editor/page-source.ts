import { designEndpoints, type PageDetail, pageEndpoints } from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import { call } from '../../api/call.ts';
import { designDocumentSource } from './design-source.ts';

/**
 * A site page as the editor's document source (SPEC §7): loaded from `GET /pages/{id}`, saved
 * with `PUT /landings/{landingId}/pages/{pageId}/design` (version + idempotency key), published
 * and previewed through the page routes.
 */
export function pageDocumentSource(
  page: Pick<PageDetail, 'id' | 'landing_id' | 'name'>,
  first?: PageDetail,
  /** Opens the share dialog of the page's preview (the designer screen holds it). */
  sharePreview?: () => void,
): DocumentSource {
  return designDocumentSource({
    key: `page:${page.id}`,
    title: page.name,
    first,
    fetchDetail: async (signal) =>
      (await call(pageEndpoints.get, { params: { id: page.id } }, { notify: false, signal })).data,
    saveDesign: (body, options) =>
      call(
        designEndpoints.savePage,
        { params: { landingId: page.landing_id, pageId: page.id }, body },
        options,
      ),
    async publish() {
      const answer = await call(pageEndpoints.publish, { params: { id: page.id } }, { notify: false });
      return answer.message;
    },
    async previewUrl() {
      const { data } = await call(pageEndpoints.previewLink, { params: { id: page.id } }, { notify: false });
      return data.url;
    },
    ...(sharePreview ? { sharePreview } : {}),
  });
}
