import {
  actionResult,
  checkEmailRequest,
  checkEmailResponse,
  checkValidityRequest,
  checkValidityResponse,
  impersonateResponse,
  loginRequest,
  loginResponse,
  passwordChangeRequest,
  passwordResetRequest,
  recordId,
  registerRequest,
} from '@tessera/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, PUBLIC, requireAuth, signedIn } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { requestHostname, whitelabelForHost } from '../config/whitelabel-host.ts';
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
const publicRateLimit = { max: 60, timeWindow: '1 minute' };

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The white label whose app domain this request came to; any other host is not the app. */
  async function requestWhitelabel(request: FastifyRequest) {
    const whitelabel = await whitelabelForHost(deps.db, requestHostname(request));
    if (!whitelabel) throw notFound('Page not found');
    return whitelabel;
  }

  api.post(
    '/login',
    {
      config: { access: PUBLIC, rateLimit: publicRateLimit },
      schema: { body: loginRequest, response: { 200: loginResponse } },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  api.post(
    '/logout',
    { config: { access: signedIn({ allowBlocked: true }) }, schema: { response: { 200: actionResult } } },
    async (request) => {
      await logout(deps.db, requireAuth(request.auth));
      return { success: true as const, message: 'You have been signed out.' };
    },
  );

  api.post(
    '/register',
    {
      config: { access: PUBLIC, rateLimit: publicRateLimit },
      schema: { body: registerRequest, response: { 200: loginResponse } },
    },
    async (request) => {
      return register(deps, request.body, await requestWhitelabel(request));
    },
  );

  api.post(
    '/check-email',
    {
      config: { access: PUBLIC, rateLimit: publicRateLimit },
      schema: { body: checkEmailRequest, response: { 200: checkEmailResponse } },
    },
    async (request) => ({ data: { available: await isEmailAvailable(deps.db, request.body.email) } }),
  );

  api.post(
    '/check-validity',
    {
      config: { access: PUBLIC, rateLimit: publicRateLimit },
      schema: { body: checkValidityRequest, response: { 200: checkValidityResponse } },
    },
    async (request) => ({ data: await checkValidity(deps, request.body) }),
  );

  api.post(
    '/passwords/reset',
    {
      config: { access: PUBLIC, rateLimit: publicRateLimit },
      schema: { body: passwordResetRequest, response: { 200: actionResult } },
    },
    async (request) => {
      const body = request.body;
      if ('token' in body) {
        await resetPassword(deps, body, request.ip);
        return { success: true as const, message: 'Your password has been reset. You can sign in now.' };
      }
      await requestWhitelabel(request);
      // The link is built from the user's white label and the configured port, never this request.
      await requestPasswordReset(deps, app.sites.origins, body.email);
      return {
        success: true as const,
        message: 'If an account exists for that email, we have sent a link to reset the password.',
      };
    },
  );

  for (const url of ['/passwords/change', '/change-password']) {
    api.post(
      url,
      {
        config: { access: signedIn({ allowBlocked: true }) },
        schema: { body: passwordChangeRequest, response: { 200: actionResult } },
      },
      async (request) => {
        await changeOwnPassword(deps, requireAuth(request.auth), request.body);
        return { success: true as const, message: 'Your password has been changed. Please sign in again.' };
      },
    );
  }

  api.post(
    '/impersonate/:id',
    {
      config: { access: onlyRoles(['Admin', 'Agency'], { allowBlocked: true }) },
      schema: {
        params: z.object({ id: recordId }),
        response: { 200: impersonateResponse },
      },
    },
    async (request) => startImpersonation(deps, requireAuth(request.auth), request.params.id, request.ip),
  );

  api.delete(
    '/impersonate',
    { config: { access: signedIn({ allowBlocked: true }) }, schema: { response: { 200: actionResult } } },
    async (request) => {
      await stopImpersonation(deps, requireAuth(request.auth), request.ip);
      return { success: true as const, message: 'You are back in your own account.' };
    },
  );
}
