import { pageTemplateEndpoints } from '@tessera/api-contract';
import type { CategoryArea, DocumentArea } from './design-records.ts';

/**
 * Admin page templates and their categories (SPEC §2 `/admin/page-templates`), and the agency
 * catalogue: a design record filed under categories.
 */
export const pageTemplateArea = {
  key: 'page-templates',
  endpoints: pageTemplateEndpoints,
  categorySort: 'name',
} satisfies CategoryArea & DocumentArea;
