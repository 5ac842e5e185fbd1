import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  type CheckValidityRequest,
  checkEmailResponse,
  checkValidityResponse,
  type LoginRequest,
  loginResponse,
  type PasswordChangeRequest,
  type PasswordResetRequest,
  type RegisterRequest,
} from '@tessera/api-contract';
import { authStore } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { beginSession, endSessionLocally } from './session.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      apiRequest('/login', { method: 'POST', body, schema: loginResponse, auth: false }),
    onSuccess: (data) => beginSession(queryClient, data.access_token, data.role),
  });
}

/** `landing`: where the new account goes first (register is public, so the guard will not move it). */
export function useRegister(landing: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      apiRequest('/register', { method: 'POST', body, schema: loginResponse, auth: false }),
    onSuccess: (data) => beginSession(queryClient, data.access_token, data.role, landing),
  });
}

/** Used while typing an email on the register form; quiet because the form shows the answer. */
export async function isEmailAvailable(email: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await apiRequest('/check-email', {
    method: 'POST',
    body: { email },
    schema: checkEmailResponse,
    auth: false,
    notify: false,
    signal,
  });
  return data.available;
}

export function checkValidity(body: CheckValidityRequest) {
  return apiRequest('/check-validity', { method: 'POST', body, schema: checkValidityResponse, auth: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { main } = authStore.getState();
      try {
        await apiRequest('/logout', { method: 'POST', schema: actionResult });
      } finally {
        // An impersonator signing out signs out entirely, so the main token is revoked too.
        if (main) {
          await apiRequest('/logout', {
            method: 'POST',
            schema: actionResult,
            auth: main.token,
            notify: false,
          }).catch(() => undefined);
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
      apiRequest('/passwords/reset', { method: 'POST', body, schema: actionResult, auth: false }),
  });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: Extract<PasswordResetRequest, { token: string }>) =>
      apiRequest('/passwords/reset', { method: 'POST', body, schema: actionResult, auth: false }),
  });
}

export function usePasswordChange() {
  return useMutation({
    mutationFn: (body: PasswordChangeRequest) =>
      apiRequest('/passwords/change', { method: 'POST', body, schema: actionResult }),
  });
}
