import { actionResult, type PageTemplateDetail, pageTemplateDetailResponse } from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import { apiRequest } from '../../api/client.ts';
import { pageTemplatePreviewLink } from '../../api/page-templates.ts';
import { designDocumentSource } from '../editor/design-source.ts';

/**
 * An admin page template as the editor's document source (SPEC §2 page-template sandbox_design):
 * loaded from `GET /admin-page-templates/{id}`, saved with `PUT /admin-page-templates/{id}/design`
 * (version + idempotency key, 409 when stale, like pages), published and previewed on the preview
 * host through the page-template routes.
 */
export function pageTemplateDocumentSource(
  template: Pick<PageTemplateDetail, 'id' | 'name'>,
  first?: PageTemplateDetail,
): DocumentSource {
  return designDocumentSource({
    key: `page-template:${template.id}`,
    title: template.name,
    first,
    fetchDetail: async (signal) =>
      (
        await apiRequest(`/admin-page-templates/${template.id}`, {
          schema: pageTemplateDetailResponse,
          notify: false,
          signal,
        })
      ).data,
    designPath: `/admin-page-templates/${template.id}/design`,
    async publish() {
      const answer = await apiRequest(`/admin-page-templates/${template.id}/publish`, {
        method: 'POST',
        body: { published: true },
        schema: actionResult,
        notify: false,
      });
      return answer.message;
    },
    previewUrl: async () => (await pageTemplatePreviewLink(template.id)).url,
  });
}
