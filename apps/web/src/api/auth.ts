import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  authEndpoints,
  type CheckValidityRequest,
  type LoginRequest,
  type PasswordChangeRequest,
  type PasswordResetRequest,
  type RegisterRequest,
} from '@tessera/api-contract';
import { authStore } from '../state/authStore.ts';
import { call } from './call.ts';
import { beginSession, endSessionLocally } from './session.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => call(authEndpoints.login, { body }, { auth: false }),
    onSuccess: (data) => beginSession(queryClient, data.access_token, data.role),
  });
}

/** `landing`: where the new account goes first (register is public, so the guard will not move it). */
export function useRegister(landing: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) => call(authEndpoints.register, { body }, { auth: false }),
    onSuccess: (data) => beginSession(queryClient, data.access_token, data.role, landing),
  });
}

/** Used while typing an email on the register form; quiet because the form shows the answer. */
export async function isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await call(
    authEndpoints.checkEmail,
    { body: { email } },
    { auth: false, notify: false, signal },
  );
  return data.available;
}

export function checkValidity(body: CheckValidityRequest) {
  return call(authEndpoints.checkValidity, { body }, { auth: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { main } = authStore.getState();
      try {
        await call(authEndpoints.logout, {});
      } finally {
        // An impersonator signing out signs out entirely, so the main token is revoked too.
        if (main) {
          await call(authEndpoints.logout, {}, { auth: main.token, notify: false }).catch(() => undefined);
        }
        // Leaving on purpose: straight to the sign-in page, without remembering this one.
        endSessionLocally(queryClient, '/login');
      }
    },
  });
}

export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: (body: Extract<PasswordResetRequest, { redirect_url?: string }>) =>
      call(authEndpoints.resetPassword, { body }, { auth: false }),
  });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: Extract<PasswordResetRequest, { token: string }>) =>
      call(authEndpoints.resetPassword, { body }, { auth: false }),
  });
}

export function usePasswordChange() {
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) => call(authEndpoints.changePassword, { body }),
  });
}
