/** Where the page-template screens live (SPEC §2 admin `page-templates`, public preview). */
export const pageTemplatePaths = {
  list: '/admin/page-templates',
  create: '/admin/page-templates/create',
  categories: '/admin/page-templates/categories',
  edit: (id: number) => `/admin/page-templates/${id}/edit`,
  design: (id: number) => `/admin/page-templates/${id}/sandbox_design`,
  preview: (id: number) => `/page-templates/${id}/preview`,
  /** The templates of one category. */
  inCategory: (categoryId: number) => `/admin/page-templates?category=${categoryId}`,
};
