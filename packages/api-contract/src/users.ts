import { z } from 'zod';
import { idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
import { idField } from './inputs.ts';
import { emailRule, passwordRule } from './password.ts';
import { landingPermission, role } from './roles.ts';

/** Roles an agency owner creates for its agency (SPEC §1); owners and admins are made elsewhere. */
export const memberRoles = ['AgencyUser', 'WebsiteUser', 'CardUser'] as const;
export const memberRole = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRole>;

export const userListQuery = pageQuery.extend({
  role: role.optional(),
  sort: z.enum(['id', 'name', 'email', 'role', 'created_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userSiteAccess = z.object({
  landing_id: z.number().int(),
  title: z.string(),
  permissions: z.array(landingPermission),
});
export type UserSiteAccess = z.infer<typeof userSiteAccess>;

/** A user as its agency owner (or, for admins, a platform admin) sees it. */
export const managedUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role,
  can_create_landing: z.boolean(),
  landings: z.array(userSiteAccess),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedUser = z.infer<typeof managedUser>;
export const managedUserResponse = itemEnvelope(managedUser);
export const managedUserListResponse = listEnvelope(managedUser);

/** One site a user may open and what they may do there (SPEC §3 userLandings). */
export const landingAssignment = z
  .object({
    landing_id: idField(),
    permissions: z.array(landingPermission).max(20),
  })
  .strict();
export type LandingAssignment = z.infer<typeof landingAssignment>;

const assignments = z
  .array(landingAssignment)
  .max(500)
  .refine(
    (list) => new Set(list.map((a) => a.landing_id)).size === list.length,
    'Each site may be listed only once.',
  );

/**
 * `POST /users`. The role is one of the member roles for an owner; admins create admins (role
 * `Admin`). `agency_id` and owner fields are not accepted: the caller's agency is used.
 */
export const createUserBody = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(120),
    email: emailRule,
    password: passwordRule,
    role,
    can_create_landing: z.boolean().default(false),
    landings: assignments.default([]),
  })
  .strict();
export type CreateUserBody = z.input<typeof createUserBody>;

export const updateUserBody = z
  .object({
    name: z.string().trim().min(1, 'The name field is required.').max(120),
    email: emailRule,
    role,
    can_create_landing: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** `PUT /user-landings/{userId}`: the user's sites and permissions, replaced whole. */
export const userLandingsBody = z.object({ landings: assignments }).strict();
export type UserLandingsBody = z.input<typeof userLandingsBody>;
export const userLandingsResponse = itemEnvelope(z.array(userSiteAccess));

export const userIdParams = idParams;

/**
 * `POST /landings/multiple-users`: a CSV with a header row naming the columns `name`, `email`,
 * `role` and optionally `password`, `landing_ids` and `permissions` (both `;`-separated), and
 * `can_create_landing`. Rows without a password get an email with a link to choose one.
 */
export const CSV_IMPORT_MAX_ROWS = 500;
export const importUsersBody = z
  .object({
    csv: z
      .string()
      .min(1, 'The CSV file is empty.')
      .max(512 * 1024, 'The CSV file is too large.'),
  })
  .strict();
export type ImportUsersBody = z.input<typeof importUsersBody>;

export const importRowResult = z.object({
  /** 1-based line number in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  status: z.enum(['created', 'failed']),
  user_id: z.number().int().nullable(),
  /** Why the row failed, one message per problem. */
  errors: z.array(z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResult>;
export const importUsersResponse = itemEnvelope(
  z.object({
    created: z.number().int(),
    failed: z.number().int(),
    rows: z.array(importRowResult),
  }),
);
export type ImportUsersResult = z.infer<typeof importUsersResponse>['data'];
