import { z } from 'zod';
import { endpoint, forRoles } from './endpoint.ts';
import { emailRule } from './password.ts';
import { billingStatus, landingPermission, role, roles } from './roles.ts';

export const agencySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['active', 'archived']),
  subscribed: z.boolean(),
  free_fee: z.boolean(),
  free_register: z.boolean(),
  stripe_status: billingStatus,
  reseller_status: billingStatus,
  stripe_price: z.string().nullable(),
  reseller_plan: z.string().nullable(),
  premiumApps: z.array(z.string()),
  premiumElements: z.array(z.string()),
  app_plans: z.array(z.string()),
  default_payment_method: z.string().nullable(),
  /** Only whether a key exists and its last 4 characters: the key itself never leaves the server. */
  openai_api_key: z.object({ set: z.boolean(), last4: z.string().nullable() }),
  card_limit: z.number().int().nonnegative(),
});
export type AgencySummary = z.infer<typeof agencySummary>;

export const userLanding = z.object({
  landing_id: z.number().int(),
  permissions: z.array(landingPermission),
});

export const profile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  agency: agencySummary.nullable(),
  userLandings: z.array(userLanding),
  userCards: z.array(z.object({ card_id: z.number().int(), permissions: z.array(landingPermission) })),
  hasCourses: z.boolean(),
  can_create_landing: z.boolean(),
  /** Derived on the server from SPEC §4 access blocking; the client only reads it. */
  blocked: z.boolean(),
  /** Present while an admin or agency owner is acting as this user. */
  impersonator: z.object({ id: z.number().int(), name: z.string(), role }).nullable(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

export const profileResponse = z.object({ data: profile });

export const updateProfileRequest = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(120),
    email: emailRule,
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** Blocked users still read and edit their profile: the subscription screen needs it. */
const ownProfile = forRoles(roles, { kind: 'own' }, { allowBlocked: true });

/** The signed-in user's own account (SPEC §3 Profile). */
export const profileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/profile',
    responses: { 200: profileResponse },
    access: ownProfile,
    summary: 'The caller: account, agency, sites and cards with their permissions',
    notes:
      '`{ id, name, email, role, agency, userLandings, userCards, hasCourses, can_create_landing, blocked, impersonator, created_at }`; `blocked` is SPEC §4 access blocking, `impersonator` who is acting as the caller.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/profile',
    body: updateProfileRequest,
    responses: { 200: profileResponse },
    access: ownProfile,
    summary: "Changes the caller's name or email",
    notes: 'Body `{ name?, email? }`; an email another account has is 422. Answers the profile.',
  }),
};
