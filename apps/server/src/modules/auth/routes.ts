import { authEndpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { requestWhitelabel } from '../config/whitelabel-host.ts';
import {
  changeOwnPassword,
  checkValidity,
  isEmailAvailable,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  startImpersonation,
  stopImpersonation,
} from './service.ts';

/** Per-IP ceiling for the public account endpoints, on top of the per-account login throttle. */
const publicRateLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  serve(
    app,
    authEndpoints.login,
    async ({ body, request }) => login(deps, body, request.ip),
    publicRateLimit,
  );

  serve(app, authEndpoints.logout, async ({ auth }) => {
    await logout(deps.db, auth);
    return { success: true as const, message: 'You have been signed out.' };
  });

  serve(
    app,
    authEndpoints.register,
    async ({ body, request }) => register(deps, body, await requestWhitelabel(deps.db, request)),
    publicRateLimit,
  );

  serve(
    app,
    authEndpoints.checkEmail,
    async ({ body }) => ({ data: { available: await isEmailAvailable(deps.db, body.email) } }),
    publicRateLimit,
  );

  serve(
    app,
    authEndpoints.checkValidity,
    async ({ body }) => ({ data: await checkValidity(deps, body) }),
    publicRateLimit,
  );

  serve(
    app,
    authEndpoints.resetPassword,
    async ({ body, request }) => {
      if ('token' in body) {
        await resetPassword(deps, body, request.ip);
        return { success: true as const, message: 'Your password has been reset. You can sign in now.' };
      }
      await requestWhitelabel(deps.db, request);
      // The link is built from the user's white label and the configured port, never this request.
      await requestPasswordReset(deps, app.sites.origins, body.email);
      return {
        success: true as const,
        message: 'If an account exists for that email, we have sent a link to reset the password.',
      };
    },
    publicRateLimit,
  );

  for (const declared of [authEndpoints.changePassword, authEndpoints.changePasswordAlias]) {
    serve(app, declared, async ({ auth, body }) => {
      await changeOwnPassword(deps, auth, body);
      return { success: true as const, message: 'Your password has been changed. Please sign in again.' };
    });
  }

  serve(app, authEndpoints.impersonate, async ({ auth, params, request }) =>
    startImpersonation(deps, auth, params.id, request.ip),
  );

  serve(app, authEndpoints.stopImpersonating, async ({ auth, request }) => {
    await stopImpersonation(deps, auth, request.ip);
    return { success: true as const, message: 'You are back in your own account.' };
  });
}
