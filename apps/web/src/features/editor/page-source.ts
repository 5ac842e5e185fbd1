import {
  actionResult,
  type PageDetail,
  pageDetailResponse,
  previewLinkResponse,
  saveDesignResponse,
} from '@tessera/api-contract';
import type { DocumentSource, LoadedDesign, SaveAnswer, SaveRequest } from '@tessera/editor';
import { SaveError } from '@tessera/editor';
import { elementRegistry, parseDocumentWithRegistry } from '@tessera/elements';
import { apiRequest } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';

/** A stored design as the editor takes it: loaded through the registry, like everywhere else. */
export function loadedFromDetail(detail: Pick<PageDetail, 'document' | 'version'>): LoadedDesign {
  const parsed = parseDocumentWithRegistry(detail.document, elementRegistry);
  if (!parsed.ok)
    throw new Error(
      `This page’s design could not be read: ${parsed.issues[0]?.message ?? 'unknown problem'}`,
    );
  return { document: parsed.document, version: detail.version };
}

/**
 * A site page as the editor's document source (SPEC §7): loaded from `GET /pages/{id}`, saved
 * with `PUT /landings/{landingId}/pages/{pageId}/design` (version + idempotency key), published
 * and previewed through the page routes.
 */
export function pageDocumentSource(
  page: Pick<PageDetail, 'id' | 'landing_id' | 'name'>,
  first?: PageDetail,
): DocumentSource {
  let initial: PageDetail | undefined = first;
  return {
    key: `page:${page.id}`,
    title: page.name,
    async load(signal) {
      // The screen already fetched the page once; later loads (conflicts, repairs) ask again.
      const detail =
        initial ??
        (await apiRequest(`/pages/${page.id}`, { schema: pageDetailResponse, notify: false, signal })).data;
      initial = undefined;
      return loadedFromDetail(detail);
    },
    async save(request: SaveRequest): Promise<SaveAnswer> {
      try {
        const { data } = await apiRequest(`/landings/${page.landing_id}/pages/${page.id}/design`, {
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
  };
}
