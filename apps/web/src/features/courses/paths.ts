/** Where the course screens live (SPEC §2 admin `courses`, agency `courses`, the public preview). */
export const coursePaths = {
  list: '/admin/courses',
  create: '/admin/courses/create',
  edit: (id: number) => `/admin/courses/${id}/edit`,
  design: (id: number) => `/admin/courses/${id}/design`,
  preview: (id: number) => `/admin/courses/${id}/preview`,
  agencyList: '/agency/courses',
  agencyView: (id: number) => `/agency/courses/${id}`,
};
