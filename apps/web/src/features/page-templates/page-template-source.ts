import {
  actionResult,
  type PageTemplateDetail,
  pageTemplateDetailResponse,
  saveDesignResponse,
} from '@tessera/api-contract';
import type { DocumentSource, SaveAnswer, SaveRequest } from '@tessera/editor';
import { SaveError } from '@tessera/editor';
import { apiRequest } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { pageTemplatePreviewLink } from '../../api/page-templates.ts';
import { loadedFromDetail } from '../editor/page-source.ts';

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
  let initial: PageTemplateDetail | undefined = first;
  return {
    key: `page-template:${template.id}`,
    title: template.name,
    async load(signal) {
      // The screen already fetched the template once; later loads (conflicts, repairs) ask again.
      const detail =
        initial ??
        (
          await apiRequest(`/admin-page-templates/${template.id}`, {
            schema: pageTemplateDetailResponse,
            notify: false,
            signal,
          })
        ).data;
      initial = undefined;
      return loadedFromDetail(detail);
    },
    async save(request: SaveRequest): Promise<SaveAnswer> {
      try {
        const { data } = await apiRequest(`/admin-page-templates/${template.id}/design`, {
          method: 'PUT',
          body: {
            document: request.document,
            version: request.version,
            idempotency_key: request.idempotencyKey,
          },
          schema: saveDesignResponse,
          // The editor shows the outcome in its save indicator, not as toasts.
          notify: false,
        });
        return { version: data.version, shouldReload: data.shouldReload, warnings: data.warnings };
      } catch (error) {
        if (isApiError(error)) throw new SaveError(error.status, error.message);
        throw new SaveError(0, 'The server could not be reached.');
      }
    },
    async publish() {
      const answer = await apiRequest(`/admin-page-templates/${template.id}/publish`, {
        method: 'POST',
        body: { published: true },
        schema: actionResult,
        notify: false,
      });
      return answer.message;
    },
    async previewUrl() {
      return (await pageTemplatePreviewLink(template.id)).url;
    },
  };
}
