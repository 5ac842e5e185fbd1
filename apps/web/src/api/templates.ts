import {
  previewLinkResponse,
  templateCatalogueResponse,
  templateCategoryListResponse,
  templateCategoryResponse,
  templateListResponse,
  templateResponse,
} from '@tessera/api-contract';
import { apiRequest } from './client.ts';
import { type TemplateArea, useAdminTemplate } from './template-catalogue.ts';

/**
 * Admin templates (whole sites) and their categories (SPEC §2 `/admin/templates`), and the agency
 * catalogue: the shared template-area hooks (template-catalogue.ts) over these routes.
 */
export const templateArea = {
  key: 'templates',
  adminPath: '/admin-templates',
  cataloguePath: '/templates',
  categoryOptionsSort: 'position',
  schemas: {
    list: templateListResponse,
    one: templateResponse,
    publish: templateResponse,
    clone: templateResponse,
    categoryList: templateCategoryListResponse,
    category: templateCategoryResponse,
    categoryPublish: templateCategoryResponse,
    catalogue: templateCatalogueResponse,
  },
} as const satisfies TemplateArea;

export const useTemplate = (id: number) => useAdminTemplate(templateArea, id);

/**
 * A signed link showing a page of the template (its home page when `pageId` is left out) on the
 * template site's own host: admins see any template, others only published ones.
 */
export function templatePreviewLink(id: number, pageId?: number, signal?: AbortSignal) {
  return apiRequest(`/admin-templates/${id}/preview-link`, {
    method: 'POST',
    body: pageId === undefined ? {} : { page_id: pageId },
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}
