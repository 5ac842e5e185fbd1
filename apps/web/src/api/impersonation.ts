import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@tessera/api-contract';
import { authStore } from '../state/authStore.ts';
import { call } from './call.ts';
import { endSessionLocally, returnFromImpersonation, switchToImpersonation } from './session.ts';

export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { userId: number; returnTo: string | null }) =>
      call(authEndpoints.impersonate, { params: { id: vars.userId } }),
    onSuccess: (data, vars) =>
      switchToImpersonation(queryClient, data.access_token, data.role, vars.returnTo),
  });
}

/** Resolves to the main session returned to, or null when there was none to return to (signed out). */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        // Sent with the impersonation token. An expired one must not end the main session,
        // hence no sign-out on 401; whatever the answer, that token is of no further use.
        await call(authEndpoints.stopImpersonating, {}, { signOutOn401: false });
      } catch {
        // The main session is restored below regardless.
      }
      if (!authStore.getState().main) {
        // The main token was lost (another tab, cleared storage): nothing to go back to.
        endSessionLocally(queryClient, '/login');
        return null;
      }
      return returnFromImpersonation(queryClient);
    },
  });
}
