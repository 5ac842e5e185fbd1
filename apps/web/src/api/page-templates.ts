import {
  actionResult,
  adminCategoryListResponse,
  adminCategoryResponse,
  pageTemplateCatalogueResponse,
  pageTemplateDetailResponse,
  pageTemplateListResponse,
  previewLinkResponse,
} from '@tessera/api-contract';
import { apiRequest } from './client.ts';
import { userKey } from './keys.ts';
import type { TemplateArea } from './template-catalogue.ts';

/**
 * Admin page templates and their categories (SPEC §2 `/admin/page-templates`), and the agency
 * catalogue: the shared template-area hooks (template-catalogue.ts) over these routes.
 */
export const pageTemplateArea = {
  key: 'page-templates',
  adminPath: '/admin-page-templates',
  cataloguePath: '/page-templates',
  categoryOptionsSort: 'name',
  schemas: {
    list: pageTemplateListResponse,
    one: pageTemplateDetailResponse,
    publish: actionResult,
    clone: pageTemplateDetailResponse,
    categoryList: adminCategoryListResponse,
    category: adminCategoryResponse,
    categoryPublish: actionResult,
    catalogue: pageTemplateCatalogueResponse,
  },
} as const satisfies TemplateArea;

/** The query key of the area's queries (the editor's design screen keeps its template there). */
export function pageTemplatesKey(epoch: number, ...parts: readonly unknown[]) {
  return userKey(epoch, pageTemplateArea.key, ...parts);
}

/** A signed link that shows the template on the preview host (the draft for admins). */
export function pageTemplatePreviewLink(id: number, signal?: AbortSignal) {
  return apiRequest(`/admin-page-templates/${id}/preview-link`, {
    method: 'POST',
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}
