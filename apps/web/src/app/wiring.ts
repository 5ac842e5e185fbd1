import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '../api/client.ts';
import { configKey } from '../api/keys.ts';
import { TOAST_DURATION_MS } from '../api/outcome.ts';
import { dropUserData, endSessionLocally } from '../api/session.ts';
import { AUTH_STORAGE_KEY } from '../state/auth.ts';
import { authStore } from '../state/authStore.ts';

/** Connects the framework-free API client and stores to the running app. Called once. */
export function wireApp(queryClient: QueryClient) {
  configureClient({
    getToken: () => authStore.getState().token,
    onSessionEnded: () => endSessionLocally(queryClient),
    onMaintenance: () => void queryClient.invalidateQueries({ queryKey: configKey }),
    notify: (toast) =>
      notifications.show({
        color: toast.tone === 'success' ? 'teal' : 'red',
        message: toast.message,
        autoClose: TOAST_DURATION_MS,
        withCloseButton: true,
      }),
  });

  // What the toasts said before someone signed in (a wrong password, an expired session) is over
  // once they are in: none of it stays up over the screen they arrive at.
  authStore.subscribe((state, previous) => {
    if (state.token !== null && previous.token === null) notifications.clean();
  });

  // A sign-in or sign-out in another tab changes the stored session; follow it here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY) return;
    const before = authStore.getState().token;
    void Promise.resolve(authStore.persist.rehydrate()).then(() => {
      if (authStore.getState().token === before) return;
      authStore.setState((s) => ({ epoch: s.epoch + 1 }));
      dropUserData(queryClient);
    });
  });
}
