import { z } from 'zod';
import { setUserPasswordRequest } from './auth.ts';
import { endpoint, forRoles } from './endpoint.ts';
import { actionResult, idParams, itemEnvelope, listEnvelope, pageQuery } from './envelopes.ts';
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

/** An agency owner manages the members of its agency; an admin the platform's administrators. */
const managers = ['Admin', 'Agency'] as const;
const whom =
  'An owner: the members of its agency (AgencyUser, WebsiteUser, CardUser); an admin: administrators';

/** Managing users (SPEC §1, §7): who they are, their sites and permissions, their passwords. */
export const userEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/users',
    query: userListQuery,
    responses: { 200: managedUserListResponse },
    access: forRoles(managers, { kind: 'own' }),
    summary: 'The users the caller manages',
    notes: `${whom}. \`role\`, \`search\` (name, email), \`sort\` \`id\` / \`name\` (default) / \`email\` / \`role\` / \`created_at\`, \`order\`.`,
  }),
  create: endpoint({
    method: 'POST',
    path: '/users',
    body: createUserBody,
    responses: { 200: managedUserResponse },
    access: forRoles(managers, { kind: 'own' }),
    summary: 'Adds a user to the caller’s agency (an owner) or an administrator (an admin)',
    notes:
      'Body `{ name, email, password, role, can_create_landing?, landings? }`; a `role` outside the caller’s set is 403; `agency_id` or other unknown fields 422. Audited (`user.created`).',
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/:id',
    params: userIdParams,
    responses: { 200: managedUserResponse },
    access: forRoles(managers, { kind: 'agency' }),
    summary: 'One user the caller manages (anyone else 404)',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/:id',
    params: userIdParams,
    body: updateUserBody,
    responses: { 200: managedUserResponse },
    access: forRoles(managers, { kind: 'agency' }),
    summary: 'Changes a user the caller manages',
    notes: 'Body: any of `{ name, email, role, can_create_landing }`. Audited (`user.updated`).',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/users/:id',
    params: userIdParams,
    responses: { 200: actionResult },
    access: forRoles(managers, { kind: 'agency' }),
    summary: 'Deletes a user the caller manages, ending their sessions',
    notes: 'Deleting yourself or the last administrator is 422. Audited (`user.deleted`).',
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/users/:id/change-password',
    params: userIdParams,
    body: setUserPasswordRequest,
    responses: { 200: actionResult },
    access: forRoles(managers, { kind: 'agency' }),
    summary: "Sets another user's password: an owner its members', an admin anyone's but an administrator's",
    notes: "Body `{ password }`; ends the user's sessions. Audited (`password.set_by_other`).",
  }),
  landings: endpoint({
    method: 'GET',
    path: '/user-landings/:id',
    params: userIdParams,
    responses: { 200: userLandingsResponse },
    access: forRoles(['Agency'], { kind: 'agency' }),
    summary: "A member's sites and permissions on each",
    notes: '`[{ landing_id, title, permissions }]`.',
  }),
  setLandings: endpoint({
    method: 'PUT',
    path: '/user-landings/:id',
    params: userIdParams,
    body: userLandingsBody,
    responses: { 200: userLandingsResponse },
    access: forRoles(['Agency'], { kind: 'agency' }),
    summary: "Replaces a member's sites and permissions whole",
    notes:
      'Body `{ landings: [{ landing_id, permissions }] }`; `view` is always included; sites of other agencies are 422. Answers as GET.',
  }),
  importCsv: endpoint({
    method: 'POST',
    path: '/landings/multiple-users',
    body: importUsersBody,
    responses: { 200: importUsersResponse },
    access: forRoles(['Agency'], { kind: 'own' }),
    summary: "Creates the agency's members from a CSV (SPEC §7 multiple-users)",
    notes:
      'Body `{ csv }` with the header `name,email,role[,password,landing_ids,permissions,can_create_landing]`; answers `{ data: { created, failed, rows: [{ line, email, status, user_id, errors }] } }`; rows without a password get a mail to choose one.',
  }),
};
