import { z } from 'zod';
import { endpoint, forRoles } from './endpoint.ts';
import { actionResult, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField, recordId } from './inputs.ts';
import { emailRule, passwordRule } from './password.ts';
import { billingStatus, premiumApps } from './roles.ts';

export const agencyListStatus = z.enum(['active', 'archived', 'free_register']);
export type AgencyListStatus = z.infer<typeof agencyListStatus>;

/** SPEC §9: agencies list 10 per page, sorted by id ascending unless asked otherwise. */
export const agencyListQuery = pageQuery.extend({
  status: agencyListStatus.default('active'),
  sort: z.enum(['id', 'name', 'created_at']).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Admins: only the client agencies of this reseller agency. */
  parent_agency_id: recordId.optional(),
});
export type AgencyListQuery = z.infer<typeof agencyListQuery>;

const personRef = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
const agencyRef = z.object({ id: z.number().int(), name: z.string() });

export const agencyListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: personRef.nullable(),
  status: z.enum(['active', 'archived']),
  subscribed: z.boolean(),
  free_fee: z.boolean(),
  free_register: z.boolean(),
  stripe_status: billingStatus,
  reseller_status: billingStatus,
  /** The reseller agency that manages this one (SPEC §1: agencies manage other agencies). */
  parent_agency: agencyRef.nullable(),
  /** Agencies this one manages as a reseller. */
  client_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type AgencyListItem = z.infer<typeof agencyListItem>;
export const agencyListResponse = listEnvelope(agencyListItem);

/** Whether an AI key is stored, and its last 4 characters: the key itself never leaves the server. */
export const openaiKeyStatus = z.object({ set: z.boolean(), last4: z.string().nullable() });
export type OpenaiKeyStatus = z.infer<typeof openaiKeyStatus>;

/** SPEC §3 User.agency, every field, as admins see and edit it. */
export const agencyDetail = agencyListItem.extend({
  whitelabel_id: z.number().int(),
  stripe_price: z.string().nullable(),
  reseller_plan: z.string().nullable(),
  premiumApps: z.array(z.string()),
  premiumElements: z.array(z.string()),
  app_plans: z.array(z.string()),
  default_payment_method: z.string().nullable(),
  openai_api_key: openaiKeyStatus,
  card_limit: z.number().int().nonnegative(),
  archived_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AgencyDetail = z.infer<typeof agencyDetail>;
export const agencyDetailResponse = itemEnvelope(agencyDetail);

export const premiumAppKey = z.enum(premiumApps.map((app) => app.key) as [string, ...string[]]);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();
const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item)
    .max(200)
    .transform((values) => [...new Set(values)]);

const agencyName = z.string().trim().min(1, 'The name field is required.').max(120);

/** Fields only a platform admin may set: billing state and grants. */
export const adminAgencyFields = {
  subscribed: z.boolean(),
  free_fee: z.boolean(),
  free_register: z.boolean(),
  stripe_status: billingStatus,
  reseller_status: billingStatus,
  stripe_price: optionalText(120),
  reseller_plan: optionalText(120),
  premiumApps: uniqueList(premiumAppKey),
  premiumElements: uniqueList(z.string().trim().min(1).max(80)),
  app_plans: uniqueList(z.string().trim().min(1).max(120)),
  default_payment_method: optionalText(120),
  card_limit: z.number().int().min(0).max(100_000),
  whitelabel_id: idField(),
  parent_agency_id: idField().nullable(),
} as const;
export type AdminAgencyField = keyof typeof adminAgencyFields;
export const adminAgencyFieldNames = Object.keys(adminAgencyFields) as AdminAgencyField[];

export const agencyOwnerInput = z
  .object({
    name: z.string().trim().min(1, 'The owner name field is required.').max(120),
    email: emailRule,
    password: passwordRule,
  })
  .strict();

/**
 * `POST /agencies`: an agency with its owner. Admins may set every field; a reseller owner only
 * the name and the owner (the new agency becomes its client) — other fields are refused.
 */
export const createAgencyBody = z
  .object(adminAgencyFields)
  .partial()
  .extend({ name: agencyName, owner: agencyOwnerInput })
  .strict();
export type CreateAgencyBody = z.input<typeof createAgencyBody>;

/** `PUT /agencies/{id}`: any subset; the owner's name and email can change here too. */
export const updateAgencyBody = z
  .object(adminAgencyFields)
  .extend({
    name: agencyName,
    owner: z.object({ name: agencyOwnerInput.shape.name, email: emailRule }).partial().strict(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateAgencyBody = z.input<typeof updateAgencyBody>;

/** `PUT /agencies/edit-settings`: what an agency owner changes about its own agency. */
export const agencySettingsBody = z.object({ name: agencyName }).strict();
export type AgencySettingsBody = z.input<typeof agencySettingsBody>;

/**
 * `PUT /agencies/{id}/update-openai`: stores the key encrypted; null removes it. Keys of
 * OpenAI-compatible services are long single tokens.
 */
export const updateOpenaiKeyBody = z
  .object({
    openai_api_key: z
      .string()
      .trim()
      .min(20, 'The AI key looks too short.')
      .max(300, 'The AI key looks too long.')
      .regex(/^\S+$/, 'The AI key must not contain spaces.')
      .nullable(),
  })
  .strict();
export type UpdateOpenaiKeyBody = z.input<typeof updateOpenaiKeyBody>;
export const openaiKeyResponse = itemEnvelope(openaiKeyStatus);

export const agencyIdParams = idParams;

/**
 * Admins manage every agency; an owner whose reseller status is active or trialing its client
 * agencies (other owners 403); an agency another caller does not manage is 404.
 */
const managers = ['Admin', 'Agency'] as const;
const oneAgency = forRoles(managers, { kind: 'agency' });

/** Agencies (SPEC §1, §4): admins' and resellers' management, and an owner's own settings. */
export const agencyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/agencies',
    query: agencyListQuery,
    responses: { 200: agencyListResponse },
    access: forRoles(managers, { kind: 'platform' }),
    summary: 'Admins: every agency; a reseller owner: its client agencies',
    notes:
      'Other owners 403. `status` = `active` (default), `archived`, `free_register`; `search` (name, owner name/email); `sort` `id` (default, asc), `name`, `created_at`; `parent_agency_id` (admins).',
  }),
  create: endpoint({
    method: 'POST',
    path: '/agencies',
    body: createAgencyBody,
    responses: { 200: agencyDetailResponse },
    access: forRoles(managers, { kind: 'platform' }),
    summary: 'Creates an agency with its owner (admins; a reseller owner: a client agency)',
    notes:
      'Body: `name`, `owner {name, email, password}`, and (admins only) every SPEC §3 User.agency field: `subscribed`, `free_fee`, `free_register`, `stripe_status`, `reseller_status`, `stripe_price`, `reseller_plan`, `premiumApps`, `premiumElements`, `app_plans`, `default_payment_method`, `card_limit`, `whitelabel_id`, `parent_agency_id`. A reseller sending an admin field gets 403 naming it; its new agency becomes its client. Audited (`agency.created`).',
  }),
  editSettings: endpoint({
    method: 'PUT',
    path: '/agencies/edit-settings',
    body: agencySettingsBody,
    responses: { 200: actionResult },
    access: forRoles(['Agency'], { kind: 'own' }),
    summary: "The owner's own agency settings",
    notes: 'Body `{ name }`.',
  }),
  get: endpoint({
    method: 'GET',
    path: '/agencies/:id',
    params: agencyIdParams,
    responses: { 200: agencyDetailResponse },
    access: oneAgency,
    summary: 'One agency the caller manages, with every field',
    notes: '`openai_api_key` is `{ set, last4 }` only.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/agencies/:id',
    params: agencyIdParams,
    body: updateAgencyBody,
    responses: { 200: agencyDetailResponse },
    access: oneAgency,
    summary: 'Changes an agency the caller manages',
    notes:
      "Body: any of the create fields but the owner's password (the owner's `{ name, email }`); a reseller sending an admin field gets 403 naming it. Audited (`agency.updated`).",
  }),
  archive: endpoint({
    method: 'DELETE',
    path: '/agencies/:id',
    params: agencyIdParams,
    responses: { 200: actionResult },
    access: oneAgency,
    summary: 'Archives an agency the caller manages (SPEC §4)',
    notes:
      '409 when already archived, for your own agency, or while you impersonate someone inside it. Audited (`agency.archived`).',
  }),
  restore: endpoint({
    method: 'POST',
    path: '/agencies/:id/restore',
    params: agencyIdParams,
    responses: { 200: actionResult },
    access: oneAgency,
    summary: 'Restores an archived agency',
    notes: '409 when it is not archived. Audited (`agency.restored`).',
  }),
  updateOpenaiKey: endpoint({
    method: 'PUT',
    path: '/agencies/:id/update-openai',
    params: agencyIdParams,
    body: updateOpenaiKeyBody,
    responses: { 200: openaiKeyResponse },
    access: oneAgency,
    summary: "Sets or removes an agency's AI key: admins any agency's, an owner its own (else 404)",
    notes:
      'Body `{ openai_api_key: string | null }`; stored AES-256-GCM; answers `{ data: { set, last4 } }`. Audited (`agency.openai_key_changed`).',
  }),
};
