import { useStore } from 'zustand';
import { type AuthState, createAuthStore } from './auth.ts';

/** The app's one auth store, persisted to localStorage (SPEC §7: the token lives there). */
export const authStore = createAuthStore();

export function useAuth<T>(selector: (s: AuthState) => T): T {
  return useStore(authStore, selector);
}
