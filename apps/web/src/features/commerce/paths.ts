/** Addresses of a site's commerce screens (the Payments tab, app/routes.ts). */
export const commercePaths = {
  payments: (landingId: number) => `/agency/websites/${landingId}/payments`,
  gatewayCreate: (landingId: number) => `/agency/websites/${landingId}/payments/gateway/create`,
  products: (landingId: number) => `/agency/websites/${landingId}/payments/products`,
  coupons: (landingId: number) => `/agency/websites/${landingId}/payments/coupons`,
  orders: (landingId: number) => `/agency/websites/${landingId}/payments/orders`,
  subscriptions: (landingId: number) => `/agency/websites/${landingId}/payments/subscriptions`,
  /** A buyer as a contact of the site, opened in the contacts list's drawer. */
  contact: (landingId: number, contactId: number) =>
    `/agency/websites/${landingId}/contacts?contact=${contactId}`,
};
