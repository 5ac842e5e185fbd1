/** Where the order page screens live (SPEC §2 admin `payment/order-pages` and the public preview). */
export const orderPagePaths = {
  list: '/admin/payment/order-pages',
  create: '/admin/payment/order-pages/create',
  edit: (id: number) => `/admin/payment/order-pages/${id}/edit`,
  design: (id: number) => `/admin/payment/order-pages/${id}/design`,
  preview: (id: number) => `/admin/payment/order-pages/${id}/preview`,
};
