import { templateEndpoints } from '@tessera/api-contract';
import { call } from './call.ts';
import { type CategoryArea, useRecord } from './design-records.ts';

/**
 * Admin templates (whole sites) and their categories (SPEC §2 `/admin/templates`), and the agency
 * catalogue: a design record filed under categories, whose pages are its backing site's.
 */
export const templateArea = {
  key: 'templates',
  endpoints: templateEndpoints,
  categorySort: 'position',
} satisfies CategoryArea;

export const useTemplate = (id: number) => useRecord(templateArea, id);

/**
 * A signed link showing a page of the template (its home page when `pageId` is left out) on the
 * template site's own host: admins see any template, others only published ones.
 */
export function templatePreviewLink(id: number, pageId?: number, signal?: AbortSignal) {
  return call(
    templateEndpoints.previewLink,
    { params: { id }, body: pageId === undefined ? {} : { page_id: pageId } },
    { notify: false, ...(signal ? { signal } : {}) },
  ).then((r) => r.data);
}
