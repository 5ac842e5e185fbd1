import { z } from 'zod';
import { anyone, endpoint, forRoles } from './endpoint.ts';
import { actionResult, idParams } from './envelopes.ts';
import { recordId } from './inputs.ts';
import { emailRule, passwordRule } from './password.ts';
import { role, roles } from './roles.ts';

export const loginRequest = z.object({
  email: emailRule,
  password: z.string().min(1, 'The password field is required.').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  role,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const registerRequest = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(120),
  agency_name: z.string().trim().min(1, 'The agency name field is required.').max(120),
  email: emailRule,
  password: passwordRule,
  redirect_url: z.string().max(2000).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const checkEmailRequest = z.object({ email: emailRule });
export const checkEmailResponse = z.object({ data: z.object({ available: z.boolean() }) });

/** Asking for a reset link, and using it, share one route (SPEC §7 `POST /passwords/reset`). */
export const passwordResetRequest = z.union([
  z.object({ email: emailRule, redirect_url: z.string().max(2000).optional() }).strict(),
  z
    .object({
      token: z.string().min(1, 'The token field is required.').max(200),
      email: emailRule,
      password: passwordRule,
    })
    .strict(),
]);
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

export const passwordChangeRequest = z.object({
  current_password: z.string().min(1, 'The current password field is required.').max(200),
  password: passwordRule,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

/** An owner (or admin) setting another user's password: no current password needed. */
export const setUserPasswordRequest = z.object({ password: passwordRule });
export type SetUserPasswordRequest = z.infer<typeof setUserPasswordRequest>;

/**
 * SPEC §7: the app reads `redirect_url` and a hash of email and uid from the query string and
 * asks the server whether they still match, to log the user straight in.
 */
export const checkValidityRequest = z.object({
  access_token: z.string().min(1).max(500),
  uid: recordId,
  redirect_url: z.string().max(2000).optional(),
});
export type CheckValidityRequest = z.infer<typeof checkValidityRequest>;
export const checkValidityResponse = z.object({
  data: z.object({ access_token: z.string(), role, redirect_url: z.string().nullable() }),
});

export const impersonateResponse = loginResponse;

/** Signed in as anyone, on their own account or session, even while their agency is blocked. */
const ownSession = forRoles(roles, { kind: 'own' }, { allowBlocked: true });

/** `POST /passwords/change` and its SPEC §7 alias `POST /change-password`: the same call. */
function changePasswordAt<P extends '/passwords/change' | '/change-password'>(path: P, summary: string) {
  return endpoint({
    method: 'POST',
    path,
    body: passwordChangeRequest,
    responses: { 200: actionResult },
    access: ownSession,
    summary,
    notes: 'Body `{ current_password, password }`. Ends every session of the caller, this one included.',
  });
}

/** Signing in and out, registering, passwords and impersonation (SPEC §4, §7). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    body: loginRequest,
    responses: { 200: loginResponse },
    access: anyone,
    summary: 'Signs in',
    notes:
      'Body `{ email, password }`; answers `{ access_token, token_type: "Bearer", expires_at, role }`. Throttled per account and per IP (60 a minute).',
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    responses: { 200: actionResult },
    access: ownSession,
    summary: "Revokes the caller's token",
  }),
  register: endpoint({
    method: 'POST',
    path: '/register',
    body: registerRequest,
    responses: { 200: loginResponse },
    access: anyone,
    summary: 'Creates an agency and its owner on the white label of the requested host, and signs in',
    notes:
      'Body `{ name, agency_name, email, password, redirect_url? }`; answers as login. A host that is not a white-label domain is 404. 60 a minute per IP.',
  }),
  checkEmail: endpoint({
    method: 'POST',
    path: '/check-email',
    body: checkEmailRequest,
    responses: { 200: checkEmailResponse },
    access: anyone,
    summary: 'Whether an email is free to register',
    notes: 'Body `{ email }`; answers `{ data: { available } }`. 60 a minute per IP.',
  }),
  checkValidity: endpoint({
    method: 'POST',
    path: '/check-validity',
    body: checkValidityRequest,
    responses: { 200: checkValidityResponse },
    access: anyone,
    summary: "Signs in with an auto-login link's hash of email and uid (SPEC §7)",
    notes:
      'Body `{ uid, access_token, redirect_url? }`; answers `{ data: { access_token, role, redirect_url } }`. 60 a minute per IP.',
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/passwords/reset',
    body: passwordResetRequest,
    responses: { 200: actionResult },
    access: anyone,
    summary: 'Asks for a password reset link, or resets the password with one',
    notes:
      "`{ email, redirect_url? }` mails a link built from the user's white label (the same answer whether the account exists or not; a host that is not a white-label domain is 404); `{ token, email, password }` sets the password and ends the user's sessions. 60 a minute per IP.",
  }),
  changePassword: changePasswordAt('/passwords/change', "Changes the caller's own password"),
  changePasswordAlias: changePasswordAt(
    '/change-password',
    'The same as `POST /passwords/change` (SPEC §7 name)',
  ),
  impersonate: endpoint({
    method: 'POST',
    path: '/impersonate/:id',
    params: idParams,
    responses: { 200: impersonateResponse },
    access: forRoles(['Admin', 'Agency'], { kind: 'agency' }, { allowBlocked: true }),
    summary:
      'Acts as another user: an admin as an agency owner, an owner as its own users or its client agencies’ owners',
    notes:
      "Answers the user's token as login does, expiring no later than the caller's own. Any other user is 404; an impersonation inside another is 403. Audited (`impersonation.start`).",
  }),
  stopImpersonating: endpoint({
    method: 'DELETE',
    path: '/impersonate',
    responses: { 200: actionResult },
    access: ownSession,
    summary: 'Ends an impersonation, revoking its token',
    notes: 'Sent with the impersonation token; any other token is 409. Audited (`impersonation.stop`).',
  }),
};
