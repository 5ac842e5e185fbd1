import type {
  CheckValidityRequest,
  LoginRequest,
  LoginResponse,
  PasswordChangeRequest,
  RegisterRequest,
} from '@tessera/api-contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { appUrlForAgency } from '../../lib/app-url.ts';
import {
  hashPassword,
  hmacSha256,
  randomToken,
  safeEqual,
  sha256,
  verifyPassword,
} from '../../lib/crypto.ts';
import { forbidden, HttpError, invalidField, notFound } from '../../lib/errors.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { isReseller } from '../agencies/reseller.ts';
import { findAgency, insertRegisteredAgency } from '../agencies/store.ts';
import { recordAudit } from '../audit/log.ts';
import type { WhitelabelRow } from '../config/whitelabel-host.ts';
import { checkEmailFree, EMAIL_TAKEN } from '../users/email.ts';
import { findUserByEmail, findUserById, insertAgencyOwner, setPasswordHash } from '../users/store.ts';
import { type AuthContext, issueToken, revokeAllSessions, revokeSession } from './session.ts';
import { assertNotThrottled, clearThrottle, loginThrottleKeys, recordFailures } from './throttle.ts';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const AUTO_LOGIN_TTL_MS = 24 * 60 * 60 * 1000;
const WRONG_CREDENTIALS = 'These credentials do not match our records.';

let dummyHash: Promise<string> | null = null;

function tokenResponse(
  issued: { accessToken: string; expiresAt: Date },
  role: LoginResponse['role'],
): LoginResponse {
  return {
    access_token: issued.accessToken,
    token_type: 'Bearer',
    expires_at: issued.expiresAt.toISOString(),
    role,
  };
}

export async function login(deps: AppDeps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const keys = loginThrottleKeys(input.email, ip);
  await assertNotThrottled(deps.db, keys);
  const user = await findUserByEmail(deps.db, input.email);
  // Hashing against a dummy when the account is unknown keeps the answer time the same.
  dummyHash ??= hashPassword(randomToken(), deps.config.passwordHashCost);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) {
    await recordFailures(deps.db, keys);
    throw invalidField('email', WRONG_CREDENTIALS);
  }
  await clearThrottle(deps.db, keys.slice(1));
  return tokenResponse(await issueToken(deps.db, user.id, deps.config.tokenTtlMs), user.role);
}

export async function logout(db: Database, auth: AuthContext): Promise<void> {
  await revokeSession(db, auth.sessionId);
}

export async function register(
  deps: AppDeps,
  input: RegisterRequest,
  whitelabel: WhitelabelRow,
): Promise<LoginResponse> {
  await checkEmailFree(deps.db, input.email);
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  const user = await deps.db.transaction(async (tx) => {
    const agencyId = await insertRegisteredAgency(tx, {
      whitelabelId: whitelabel.id,
      name: input.agency_name,
    });
    const created = await insertAgencyOwner(tx, {
      agencyId,
      email: input.email,
      name: input.name,
      passwordHash,
    });
    // A concurrent registration of the same email loses here rather than with a 500.
    if (!created) throw invalidField('email', EMAIL_TAKEN);
    return created;
  });
  return tokenResponse(await issueToken(deps.db, user.id, deps.config.tokenTtlMs), user.role);
}

export async function isEmailAvailable(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) === null;
}

/** Mails a reset link on the user's own white label (`appUrlForAgency`), whatever host was asked. */
export async function requestPasswordReset(
  deps: AppDeps,
  origins: SiteOrigins,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // Unknown addresses get the same answer, so the form cannot be used to list accounts.
  if (!user) return;
  const token = randomToken();
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const query = new URLSearchParams({ token, email: user.email });
  const link = await appUrlForAgency(deps.db, origins, user.agencyId, `/passwords/reset?${query.toString()}`);
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Hello ${user.name},\n\nUse this link within 60 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, you can ignore this email.\n`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p>Use this link within 60 minutes to choose a new password:</p><p><a href="${escapeHtml(link)}">Reset your password</a></p><p>If you did not ask for this, you can ignore this email.</p>`,
  });
}

export async function resetPassword(
  deps: AppDeps,
  input: { token: string; email: string; password: string },
  ip: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  const invalid = () => invalidField('token', 'This password reset link is invalid or has expired.');
  if (!user) throw invalid();
  const [reset] = await deps.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(input.token)),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!reset) throw invalid();
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalid();
    await setPasswordHash(tx, user.id, passwordHash);
  });
  await revokeAllSessions(deps.db, user.id);
  await recordAudit(deps.db, { action: 'password.reset', actorUserId: user.id, subjectUserId: user.id, ip });
}

export async function changeOwnPassword(
  deps: AppDeps,
  auth: AuthContext,
  input: PasswordChangeRequest,
): Promise<void> {
  if (!(await verifyPassword(input.current_password, auth.user.passwordHash))) {
    throw invalidField('current_password', 'The current password is incorrect.');
  }
  const passwordHash = await hashPassword(input.password, deps.config.passwordHashCost);
  await setPasswordHash(deps.db, auth.user.id, passwordHash);
  await revokeAllSessions(deps.db, auth.user.id);
  await recordAudit(deps.db, {
    action: 'password.changed',
    actorUserId: auth.user.id,
    subjectUserId: auth.user.id,
  });
}

/**
 * SPEC §7 auto-validate: links carry `uid` and a hash of the email and uid. The hash also
 * binds an expiry and the current password hash, so it dies on expiry and on password change.
 */
export function autoLoginHash(
  secret: string,
  user: { id: number; email: string; passwordHash: string },
  expiresAt: number,
): string {
  const mac = hmacSha256(secret, `auto-login|${user.id}|${user.email}|${expiresAt}|${user.passwordHash}`);
  return `${expiresAt}.${mac}`;
}

export function autoLoginLink(
  secret: string,
  appOrigin: string,
  user: { id: number; email: string; passwordHash: string },
  redirectPath: string,
): string {
  const hash = autoLoginHash(secret, user, Date.now() + AUTO_LOGIN_TTL_MS);
  const query = new URLSearchParams({ uid: String(user.id), hash, redirect_url: redirectPath });
  return `${appOrigin}/login?${query.toString()}`;
}

export async function checkValidity(
  deps: AppDeps,
  input: CheckValidityRequest,
): Promise<{ access_token: string; role: LoginResponse['role']; redirect_url: string | null }> {
  const invalid = () => invalidField('access_token', 'This sign-in link is invalid or has expired.');
  const user = await findUserById(deps.db, input.uid);
  const [expiresText] = input.access_token.split('.');
  const expiresAt = Number(expiresText);
  if (!user || !Number.isSafeInteger(expiresAt) || expiresAt < Date.now()) throw invalid();
  if (!safeEqual(autoLoginHash(deps.config.SECRET_KEY, user, expiresAt), input.access_token)) throw invalid();
  const issued = await issueToken(deps.db, user.id, deps.config.tokenTtlMs);
  return {
    access_token: issued.accessToken,
    role: user.role,
    redirect_url: sameOriginPath(input.redirect_url),
  };
}

/** Only app-relative paths survive, so a crafted link cannot bounce a user to another site. */
export function sameOriginPath(value: string | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

export async function startImpersonation(
  deps: AppDeps,
  auth: AuthContext,
  targetId: number,
  ip: string,
): Promise<LoginResponse> {
  if (auth.impersonatorUserId !== null)
    throw forbidden('Stop impersonating before impersonating someone else.');
  const target = await findUserById(deps.db, targetId);
  const actor = auth.user;
  // Admins act as agency owners; an owner acts as the users of its own agency, and a reseller
  // owner as the owners of its client agencies. Others see 404.
  const allowed =
    target !== null &&
    target.id !== actor.id &&
    ((actor.role === 'Admin' && target.role === 'Agency') ||
      (actor.role === 'Agency' &&
        target.agencyId === actor.agencyId &&
        (target.role === 'AgencyUser' || target.role === 'WebsiteUser' || target.role === 'CardUser')) ||
      (actor.role === 'Agency' &&
        target.role === 'Agency' &&
        isReseller(auth.agency) &&
        target.agencyId !== null &&
        (await findAgency(deps.db, target.agencyId))?.parentAgencyId === actor.agencyId));
  if (!target || !allowed) throw notFound('User not found.');
  const issued = await issueToken(deps.db, target.id, deps.config.tokenTtlMs, {
    impersonation: { userId: actor.id, sessionId: auth.sessionId },
    notAfter: auth.expiresAt,
  });
  await recordAudit(deps.db, {
    action: 'impersonation.start',
    actorUserId: actor.id,
    subjectUserId: target.id,
    ip,
  });
  return tokenResponse(issued, target.role);
}

export async function stopImpersonation(deps: AppDeps, auth: AuthContext, ip: string): Promise<void> {
  if (auth.impersonatorUserId === null) throw new HttpError(409, 'You are not impersonating anyone.');
  await revokeSession(deps.db, auth.sessionId);
  await recordAudit(deps.db, {
    action: 'impersonation.stop',
    actorUserId: auth.impersonatorUserId,
    subjectUserId: auth.user.id,
    ip,
  });
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
