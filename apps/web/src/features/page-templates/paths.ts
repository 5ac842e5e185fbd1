import { recordPaths } from '../design-records/kind.ts';

/** Where the page-template screens live (SPEC §2 admin `page-templates`, public preview). */
export const pageTemplatePaths = {
  ...recordPaths('/admin/page-templates', 'sandbox_design', (id) => `/page-templates/${id}/preview`),
  categories: '/admin/page-templates/categories',
};
