import { z } from 'zod';
import { recordId } from './inputs.ts';
import { emailRule, passwordRule } from './password.ts';
import { role } from './roles.ts';

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
