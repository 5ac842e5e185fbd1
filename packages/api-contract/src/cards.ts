import { cardContentInput } from '@tessera/cards';
import { CARD_CHANNELS, CARD_FORM_FIELD_NAMES } from '@tessera/document';
import { z } from 'zod';
import { spamFilter, spamReason } from './contacts.ts';
import { childParams, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField, versionField } from './inputs.ts';

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
