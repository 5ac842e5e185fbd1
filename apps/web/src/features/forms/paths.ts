/** Addresses of the forms, contacts, webhooks and backups screens of a site. */
export const formPaths = {
  list: (landingId: number) => `/agency/websites/${landingId}/forms`,
  create: (landingId: number) => `/agency/websites/${landingId}/forms/create`,
  edit: (landingId: number, formId: number) => `/agency/websites/${landingId}/forms/${formId}/edit`,
  contacts: (landingId: number) => `/agency/websites/${landingId}/contacts`,
  contactsOf: (landingId: number, formId: number) => `/agency/websites/${landingId}/contacts?form=${formId}`,
  spamOf: (landingId: number, formId: number) =>
    `/agency/websites/${landingId}/contacts?form=${formId}&view=spam`,
  webhooks: (landingId: number) => `/agency/websites/${landingId}/webhooks`,
  webhook: (landingId: number, webhookId: number) => `/agency/websites/${landingId}/webhooks/${webhookId}`,
  backups: (landingId: number) => `/agency/websites/${landingId}/backups`,
};
