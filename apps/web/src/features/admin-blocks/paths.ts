/** Where the admin block screens live (SPEC §2 admin `blocks`, the designer and the preview). */
export const adminBlockPaths = {
  list: '/admin/blocks',
  create: '/admin/blocks/create',
  edit: (id: number) => `/admin/blocks/${id}/edit`,
  design: (id: number) => `/admin/blocks/${id}/sandbox_design`,
  preview: (id: number) => `/admin/blocks/${id}/preview`,
};
