import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@tessera/api-contract';
import { authStore } from '../state/authStore.ts';
import { resetPaymentData, resetSubscriptionData } from '../state/billing.ts';
import { allUserData, configKey } from './keys.ts';

/**
 * Identity switches (SPEC §4). These touch the stores and the query cache together so no screen
 * has to remember the order.
 */
export function dropUserData(queryClient: QueryClient) {
  queryClient.removeQueries({ queryKey: allUserData });
  // The config carries per-caller counts (card_count, card_limit).
  void queryClient.invalidateQueries({ queryKey: configKey });
}

/** `landing`: where to go once signed in; null leaves it to the guard (e.g. the login page's redirect_url). */
export function beginSession(
  queryClient: QueryClient,
  token: string,
  role: Role,
  landing: string | null = null,
) {
  resetPaymentData();
  resetSubscriptionData();
  authStore.getState().signIn(token, role, landing);
  dropUserData(queryClient);
}

/**
 * Logout, an expired session, or a failed profile fetch: tokens and payment data go. With no
 * `landing` the guard sends the user to login remembering the page, ready to come back to it.
 */
export function endSessionLocally(queryClient: QueryClient, landing: string | null = null) {
  authStore.getState().clear(landing);
  resetPaymentData();
  resetSubscriptionData();
  dropUserData(queryClient);
}

export function switchToImpersonation(
  queryClient: QueryClient,
  token: string,
  role: Role,
  returnTo: string | null,
) {
  authStore.getState().startImpersonation(token, role, returnTo);
  dropUserData(queryClient);
}

export function returnFromImpersonation(queryClient: QueryClient) {
  const main = authStore.getState().stopImpersonation();
  resetPaymentData();
  resetSubscriptionData();
  dropUserData(queryClient);
  return main;
}
