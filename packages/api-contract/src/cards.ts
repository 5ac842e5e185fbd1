import { cardContentInput } from '@tessera/cards';
import { CARD_CHANNELS, CARD_FORM_FIELD_NAMES } from '@tessera/document';
import { z } from 'zod';
import { spamFilter, spamReason } from './contacts.ts';
import { endpoint, forRoles } from './endpoint.ts';
import { actionResult, childParams, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { imageUploadResult, logoUploadResult } from './files.ts';
import { idField, versionField } from './inputs.ts';
import type { Role } from './roles.ts';

/**
 * Digital business cards (SPEC §3 Card, §4 transfers, §7 Cards routes). A card's content (name,
 * images, widget options) is checked by @tessera/cards, which the editor also runs.
 */

export const cardListQuery = pageQuery.extend({
  sort: z.enum(['id', 'name', 'updated_at', 'created_at']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CardListQuery = z.infer<typeof cardListQuery>;

/**
 * What a user given a card may do with it (SPEC §3 userCards). The names are landing
 * permission names, so SPEC §6 "CardUser permissions come from the first card" reads them as is.
 */
export const cardPermissions = ['view', 'edit_design', 'manage_forms'] as const;
export const cardPermission = z.enum(cardPermissions);
export type CardPermission = z.infer<typeof cardPermission>;
export const CARD_PERMISSION_LABELS: Record<CardPermission, string> = {
  view: 'View the card and its analytics',
  edit_design: 'Edit the card',
  manage_forms: 'See and export leads',
};

export const cardIdParams = idParams;
export type CardIdParams = z.infer<typeof cardIdParams>;

/** What the caller may do with one card, so screens can disable what they cannot. */
export const cardAbilities = z.object({
  edit: z.boolean(),
  contacts: z.boolean(),
  /** Owner-only (or the agency owner): users, transfer, delete, integrations. */
  manage: z.boolean(),
});
export type CardAbilities = z.infer<typeof cardAbilities>;

export const cardListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  job_title: z.string().nullable(),
  company: z.string().nullable(),
  photo_url: z.string(),
  /** Its public address: the custom URL when set, else the short URL. */
  url: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  is_owner: z.boolean(),
  can: cardAbilities,
  contacts_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CardListItem = z.infer<typeof cardListItem>;
export const cardListResponse = listEnvelope(cardListItem);

export const cardPendingTransfer = z.object({
  id: z.number().int(),
  to_email: z.string(),
  created_at: z.string(),
});

export const cardDetail = cardListItem.extend({
  bio: z.string(),
  logo_url: z.string(),
  cover_url: z.string(),
  slug: z.string(),
  landing_id: z.number().int().nullable(),
  /** SPEC §3 contact-card widget options, defaults filled in. */
  options: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  short_url: z.string(),
  custom_url: z.string().nullable(),
  vcard_url: z.string(),
  qr_svg_url: z.string(),
  qr_png_url: z.string(),
  pending_transfer: cardPendingTransfer.nullable(),
});
export type CardDetail = z.infer<typeof cardDetail>;
export const cardDetailResponse = itemEnvelope(cardDetail);

export const createCardBody = cardContentInput.extend({
  landing_id: idField().nullable().default(null),
});
export type CreateCardBody = z.input<typeof createCardBody>;

export const updateCardBody = createCardBody.extend({
  /** The version the editor loaded; a stale one is 409 and nothing is saved. */
  version: versionField,
});
export type UpdateCardBody = z.input<typeof updateCardBody>;

// Leads (card contacts) ---------------------------------------------------------------------

export const cardContactData = z.partialRecord(z.enum(CARD_FORM_FIELD_NAMES), z.string());
export const cardContact = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  data: cardContactData,
  /** Why it is held as spam; null for a lead. */
  spam_reason: spamReason.nullable(),
  created_at: z.string(),
});
export type CardContact = z.infer<typeof cardContact>;
export const cardContactListQuery = pageQuery.extend({
  order: z.enum(['asc', 'desc']).default('desc'),
  spam: spamFilter,
});
/** The CSV export: the leads, or with `spam=true` the suspected spam. */
export const cardContactExportQuery = z.object({ spam: spamFilter });
export type CardContactListQuery = z.infer<typeof cardContactListQuery>;
/** What a caller sends: `spam` as the query's text. */
export type CardContactListInput = z.input<typeof cardContactListQuery>;
export const cardContactListResponse = listEnvelope(cardContact);
export const cardContactParams = childParams('contactId');

// Card users ---------------------------------------------------------------------------------

export const cardUserItem = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  permissions: z.array(cardPermission),
});
export type CardUserItem = z.infer<typeof cardUserItem>;
export const cardUserListResponse = z.object({ data: z.array(cardUserItem) });

const emailInput = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.email('Email format is invalid.').max(254));

export const assignCardUserBody = z.object({
  email: emailInput,
  permissions: z.array(cardPermission).min(1, 'Choose at least one permission.').max(cardPermissions.length),
});
export type AssignCardUserBody = z.input<typeof assignCardUserBody>;
export const updateCardUserBody = z.object({
  permissions: z.array(cardPermission).min(1, 'Choose at least one permission.').max(cardPermissions.length),
});
export const cardUserParams = childParams('userId');

export const cardEmailCheckBody = z.object({ email: emailInput });
/** Whether an address can be given the card, and why not. */
export const cardEmailCheckResponse = z.object({
  data: z.object({
    email: z.string(),
    assignable: z.boolean(),
    name: z.string().nullable(),
    message: z.string(),
  }),
});

// Transfers ----------------------------------------------------------------------------------

export const cardTransferStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export const cardTransferBody = z.object({ email: emailInput });
export const cardTransferItem = z.object({
  id: z.number().int(),
  card_id: z.number().int().nullable(),
  card_name: z.string(),
  from: z.object({ name: z.string(), email: z.string() }).nullable(),
  to_email: z.string(),
  to_name: z.string().nullable(),
  status: z.enum(cardTransferStatuses),
  created_at: z.string(),
  responded_at: z.string().nullable(),
});
export type CardTransferItem = z.infer<typeof cardTransferItem>;
export const cardTransferListQuery = pageQuery.extend({
  status: z.enum(cardTransferStatuses).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CardTransferListQuery = z.infer<typeof cardTransferListQuery>;
export const cardTransferListResponse = listEnvelope(cardTransferItem);
export const cardTransferParams = idParams;
/** The offers addressed to the caller: every one, unpaged. */
export const cardTransferRequestsResponse = z.object({ data: z.array(cardTransferItem) });

// Analytics ----------------------------------------------------------------------------------

export const cardStatsQuery = z.object({ days: z.coerce.number().int().min(7).max(365).default(30) });
export const cardStatsDay = z.object({
  day: z.string(),
  views: z.number().int(),
  saves: z.number().int(),
  taps: z.number().int(),
  leads: z.number().int(),
});
export type CardStatsDay = z.infer<typeof cardStatsDay>;
export const cardStatsResponse = z.object({
  data: z.object({
    days: z.array(cardStatsDay),
    totals: cardStatsDay.omit({ day: true }),
    taps_by_channel: z.partialRecord(z.enum(CARD_CHANNELS), z.number().int()),
  }),
});
export type CardStats = z.infer<typeof cardStatsResponse>['data'];

// Integrations -------------------------------------------------------------------------------

export const cardIntegrationKinds = ['webhook', 'email'] as const;
export const cardIntegrationDeliveryStatuses = ['succeeded', 'failed'] as const;
export const cardIntegration = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(cardIntegrationKinds),
  target: z.string(),
  enabled: z.boolean(),
  created_at: z.string(),
  /** The newest delivery: whether leads reach it, and why not when they do not. */
  last_delivery_status: z.enum(cardIntegrationDeliveryStatuses).nullable(),
  last_delivery_at: z.string().nullable(),
  last_delivery_error: z.string().nullable(),
  /** Failed deliveries among those kept (the newest 100). */
  failed_deliveries: z.number().int().nonnegative(),
});
export type CardIntegration = z.infer<typeof cardIntegration>;
export const cardIntegrationListResponse = z.object({ data: z.array(cardIntegration) });
export const cardIntegrationBody = z
  .object({
    name: z.string().trim().min(1, 'Enter a name.').max(80),
    kind: z.enum(cardIntegrationKinds),
    target: z.string().trim().min(1, 'Enter where leads are sent.').max(2048),
    enabled: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'email' && !z.email().safeParse(body.target).success)
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'Email format is invalid.' });
    if (body.kind === 'webhook' && !/^https?:\/\/[^\s/]+/i.test(body.target))
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Enter a webhook URL starting with https://.',
      });
  });
export type CardIntegrationBody = z.input<typeof cardIntegrationBody>;
/** The signing secret is shown once, when the webhook is created. */
export const cardIntegrationCreatedResponse = z.object({
  data: cardIntegration.extend({ secret: z.string().nullable() }),
});
export const cardIntegrationParams = idParams;
export const cardIntegrationResponse = z.object({ data: cardIntegration });

/** One lead sent (or not) to an integration. */
export const cardIntegrationDelivery = z.object({
  id: z.number().int(),
  card_id: z.number().int().nullable(),
  card_name: z.string(),
  status: z.enum(cardIntegrationDeliveryStatuses),
  response_status: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type CardIntegrationDelivery = z.infer<typeof cardIntegrationDelivery>;
export const cardIntegrationDeliveryQuery = pageQuery.omit({ search: true }).extend({
  status: z.enum(cardIntegrationDeliveryStatuses).optional(),
});
export type CardIntegrationDeliveryQuery = z.infer<typeof cardIntegrationDeliveryQuery>;
export const cardIntegrationDeliveryListResponse = listEnvelope(cardIntegrationDelivery);

// Images ------------------------------------------------------------------------------------

/** SPEC §7 image upload answer, as cards keep their pictures (no file record, no sizes). */
export const cardImageUploadResponse = itemEnvelope(
  imageUploadResult.pick({ url: true, Ratio: true, elementId: true, valueKey: true }),
);
export const cardLogoUploadResponse = itemEnvelope(
  logoUploadResult.pick({ url: true, ShowWidth: true, ShowHeight: true, elementId: true, valueKey: true }),
);

// Declarations ------------------------------------------------------------------------------

/**
 * Everyone who works with cards (SPEC §6: card users, and the agency-area roles for cards
 * create/edit); admins are not named. Which card a caller reaches is its service's say: the
 * owner's and the agency owner's, and those shared with the caller; any other is 404.
 */
const CARD_ROLES: readonly Role[] = ['Agency', 'AgencyUser', 'WebsiteUser', 'CardUser'];
const ownCards = forRoles(CARD_ROLES, { kind: 'own' });
const oneCard = forRoles(CARD_ROLES, { kind: 'agency' });
/** Only the agency owner changes where the agency's cards send their leads, and reads their log. */
const AGENCY_OWNER: readonly Role[] = ['Agency'];
const oneIntegration = forRoles(AGENCY_OWNER, { kind: 'agency' });

const cardUpload = <const P extends string>(path: P) => ({
  method: 'POST' as const,
  path,
  access: ownCards,
  transport: 'multipart' as const,
});

export const cardEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/cards',
    query: cardListQuery,
    responses: { 200: cardListResponse },
    access: ownCards,
    summary: 'The cards the caller sees',
    notes:
      'The agency owner every card of the agency, everyone else their own and those shared with them; `search` (name, company, job title), `sort` `id`/`name`/`created_at`/`updated_at`.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/cards',
    body: createCardBody,
    responses: { 200: cardDetailResponse },
    access: ownCards,
    summary: 'Makes a card',
    notes:
      'Card content (name, job title, company, bio, picture URLs, custom URL `slug`, widget `options`) is checked by `@tessera/cards`. ' +
      'At `card_count >= card_limit` it is 403 `You already reached the max card limit. Pleaes contact admin to increase.` ' +
      '(the agency row is locked while counting, so two creations cannot both take the last place).',
  }),
  transfers: endpoint({
    method: 'GET',
    path: '/cards/transfers',
    query: cardTransferListQuery,
    responses: { 200: cardTransferListResponse },
    access: ownCards,
    summary: 'The history of card transfers',
    notes:
      'The agency owner sees every transfer out of or into the agency, others their own; `status`, `search`.',
  }),
  get: endpoint({
    method: 'GET',
    path: '/cards/:id',
    params: cardIdParams,
    responses: { 200: cardDetailResponse },
    access: oneCard,
    summary: 'One card',
    notes:
      'With `url`, `short_url`, `custom_url`, `vcard_url`, `qr_svg_url`, `qr_png_url`, `can` (what the caller may do), `pending_transfer` and `version`.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/cards/:id',
    params: cardIdParams,
    body: updateCardBody,
    responses: { 200: cardDetailResponse },
    access: oneCard,
    summary: 'Changes a card',
    notes:
      'The card content with the `version` it edited: a stale one is 409. A bad channel value is 422 at `options.ButtonList.{n}.Value` ' +
      '(phones are read with libphonenumber and stored E.164; links must be http(s); social handles become profile links).',
  }),
  clone: endpoint({
    method: 'POST',
    path: '/cards/:id/clone',
    params: cardIdParams,
    responses: { 200: cardDetailResponse },
    access: oneCard,
    summary: 'Copies a card',
    notes: 'The card limit applies as for a new card.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/cards/:id',
    params: cardIdParams,
    responses: { 200: actionResult },
    access: oneCard,
    summary: 'Deletes a card',
    notes: 'Only its owner or the agency owner (else 403).',
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/cards/:id/contacts',
    params: cardIdParams,
    query: cardContactListQuery,
    responses: { 200: cardContactListResponse },
    access: oneCard,
    summary: "The card's leads, newest first",
    notes:
      '`search` over every value; each with `spam_reason` (null for a lead); `spam=true` lists the suspected spam instead.',
  }),
  exportContacts: endpoint({
    method: 'GET',
    path: '/cards/:id/contacts/export',
    params: cardIdParams,
    query: cardContactExportQuery,
    // The CSV text.
    responses: { 200: z.string() },
    access: oneCard,
    download: true,
    summary: "The card's leads as CSV",
    notes: 'UTF-8 BOM, RFC 4180, formula cells neutralised; `spam=true` exports the suspected spam instead.',
  }),
  markNotSpam: endpoint({
    method: 'POST',
    path: '/cards/:id/contacts/:contactId/not-spam',
    params: cardContactParams,
    responses: { 200: actionResult },
    access: oneCard,
    summary: '"Not spam": the lead joins the card\'s leads',
    notes: "It is told then, once, as a new lead is: analytics, the card's integrations, a linked site.",
  }),
  removeContact: endpoint({
    method: 'DELETE',
    path: '/cards/:id/contacts/:contactId',
    params: cardContactParams,
    responses: { 200: actionResult },
    access: oneCard,
    summary: 'Deletes a lead',
  }),
  users: endpoint({
    method: 'GET',
    path: '/cards/:id/users',
    params: cardIdParams,
    responses: { 200: cardUserListResponse },
    access: oneCard,
    summary: 'Who else has the card, with their card permissions',
    notes:
      'Card permissions (`view`, `edit_design`, `manage_forms`) are landing-permission names, so SPEC §6 "CardUser permissions come from the first card" reads them as they are.',
  }),
  checkUserEmail: endpoint({
    method: 'POST',
    path: '/cards/:id/users/check-email',
    params: cardIdParams,
    body: cardEmailCheckBody,
    responses: { 200: cardEmailCheckResponse },
    access: oneCard,
    summary: 'Whether an address can be given the card, and why not',
    notes: "Only users of the card's agency can (others read as unknown).",
  }),
  assignUser: endpoint({
    method: 'POST',
    path: '/cards/:id/users',
    params: cardIdParams,
    body: assignCardUserBody,
    responses: { 200: actionResult },
    access: oneCard,
    summary: 'Gives the card to a user of its agency',
    notes: "Body `{ email, permissions }`. Only the card's owner or the agency owner (else 403).",
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/cards/:id/users/:userId',
    params: cardUserParams,
    body: updateCardUserBody,
    responses: { 200: actionResult },
    access: oneCard,
    summary: "Changes a user's card permissions",
    notes: "Body `{ permissions }`. Only the card's owner or the agency owner (else 403).",
  }),
  removeUser: endpoint({
    method: 'DELETE',
    path: '/cards/:id/users/:userId',
    params: cardUserParams,
    responses: { 200: actionResult },
    access: oneCard,
    summary: 'Takes the card from a user',
    notes: "Only the card's owner or the agency owner (else 403).",
  }),
  offerTransfer: endpoint({
    method: 'POST',
    path: '/cards/:id/transfer',
    params: cardIdParams,
    body: cardTransferBody,
    responses: { 200: actionResult },
    access: oneCard,
    summary: 'Offers the card to someone',
    notes:
      "Body `{ email }`; the recipient is mailed. One open offer per card (409 otherwise). Only the card's owner or the agency owner (else 403).",
  }),
  cancelTransfer: endpoint({
    method: 'DELETE',
    path: '/cards/:id/transfer',
    params: cardIdParams,
    responses: { 200: actionResult },
    access: oneCard,
    summary: "Cancels the card's open offer",
    notes: "Only the card's owner or the agency owner (else 403).",
  }),
  transferRequests: endpoint({
    method: 'GET',
    path: '/users/card-transfers-requests',
    responses: { 200: cardTransferRequestsResponse },
    access: ownCards,
    summary: "Card offers addressed to the caller's email",
  }),
  confirmTransfer: endpoint({
    method: 'POST',
    path: '/users/card-transfers-requests/:id/confirm',
    params: cardTransferParams,
    responses: { 200: actionResult },
    access: ownCards,
    summary: 'Takes an offered card',
    notes:
      "Moves the card, its leads and analytics to the caller (and their agency: cards may move across agencies; the recipient's card limit applies); users it was shared with lose it.",
  }),
  declineTransfer: endpoint({
    method: 'POST',
    path: '/users/card-transfers-requests/:id/decline',
    params: cardTransferParams,
    responses: { 200: actionResult },
    access: ownCards,
    summary: 'Declines an offered card',
  }),
  stats: endpoint({
    method: 'GET',
    path: '/cards/:id/stats',
    params: cardIdParams,
    query: cardStatsQuery,
    responses: { 200: cardStatsResponse },
    access: oneCard,
    summary: "The card's analytics",
    notes:
      'Views, saves, taps and leads per UTC day (`days` 7–365, default 30, zeros filled), totals, taps per channel.',
  }),
  integrations: endpoint({
    method: 'GET',
    path: '/cards-integrations',
    responses: { 200: cardIntegrationListResponse },
    access: ownCards,
    summary: "Where the agency's card leads are also sent",
    notes:
      '`webhook` (a signed POST) or `email`. Each item carries its newest delivery (`last_delivery_status` `succeeded`/`failed`, `last_delivery_at`, `last_delivery_error`) and `failed_deliveries`.',
  }),
  createIntegration: endpoint({
    method: 'POST',
    path: '/cards-integrations',
    body: cardIntegrationBody,
    responses: { 200: cardIntegrationCreatedResponse },
    access: forRoles(AGENCY_OWNER, { kind: 'own' }),
    summary: 'Adds a card integration',
    notes:
      "Body `{ name, kind, target, enabled? }`. A webhook URL goes through the site webhooks' outbound check: a private, loopback or link-local address is 422 on `target`. " +
      "A webhook's signing `secret` is answered once, here.",
  }),
  updateIntegration: endpoint({
    method: 'PUT',
    path: '/cards-integrations/:id',
    params: cardIntegrationParams,
    body: cardIntegrationBody,
    responses: { 200: cardIntegrationResponse },
    access: oneIntegration,
    summary: 'Changes a card integration',
    notes: 'The same body and checks as `POST`.',
  }),
  integrationDeliveries: endpoint({
    method: 'GET',
    path: '/cards-integrations/:id/deliveries',
    params: cardIntegrationParams,
    query: cardIntegrationDeliveryQuery,
    responses: { 200: cardIntegrationDeliveryListResponse },
    access: oneIntegration,
    summary: 'The newest 100 leads sent to an integration, newest first',
    notes:
      '`{ id, card_id, card_name, status, response_status, error, created_at }`; `status` filters, paged. ' +
      'A refused address, an error answer or a mail that could not be sent is `failed` with the reason.',
  }),
  removeIntegration: endpoint({
    method: 'DELETE',
    path: '/cards-integrations/:id',
    params: cardIntegrationParams,
    responses: { 200: actionResult },
    access: oneIntegration,
    summary: 'Deletes a card integration',
  }),
  uploadImage: endpoint({
    ...cardUpload('/cards/images/upload-image'),
    responses: { 201: cardImageUploadResponse },
    summary: 'Uploads a card photo or cover',
    notes:
      'SPEC §7 image upload (multipart `file`, optional `elementId` and `valueKey` echoed back): `{ url, Ratio, elementId, valueKey }`. ' +
      'Re-encoded by sharp as JPEG (1200 px at most, with smaller copies), served from the cards host.',
  }),
  uploadLogo: endpoint({
    ...cardUpload('/cards/images/upload-logo-image'),
    responses: { 201: cardLogoUploadResponse },
    summary: 'Uploads a card logo',
    notes:
      'SPEC §7 logo upload (multipart `file`): `{ url, ShowWidth, ShowHeight, elementId, valueKey }`, the display size within 300×60. Re-encoded by sharp as PNG, served from the cards host.',
  }),
};
