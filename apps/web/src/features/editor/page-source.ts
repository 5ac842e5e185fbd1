import {
  actionResult,
  designEndpoints,
  type PageDetail,
  pageDetailResponse,
  previewLinkResponse,
} from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import { call } from '../../api/call.ts';
import { apiRequest } from '../../api/client.ts';
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
      (await apiRequest(`/pages/${page.id}`, { schema: pageDetailResponse, notify: false, signal })).data,
    saveDesign: (body, options) =>
      call(
        designEndpoints.savePage,
        { params: { landingId: page.landing_id, pageId: page.id }, body },
        options,
      ),
    async publish() {
      const answer = await apiRequest(`/pages/${page.id}/publish`, {
        method: 'POST',
        schema: actionResult,
        notify: false,
      });
      return answer.message;
    },
    async previewUrl() {
      const { data } = await apiRequest(`/pages/${page.id}/preview-link`, {
        method: 'POST',
        schema: previewLinkResponse,
        notify: false,
      });
      return data.url;
    },
    ...(sharePreview ? { sharePreview } : {}),
  });
}
