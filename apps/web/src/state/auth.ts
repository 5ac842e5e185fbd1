import type { Role } from '@tessera/api-contract';
import { createJSONStorage, type PersistStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** The session the impersonator returns to (SPEC §4). */
export interface MainSession {
  token: string;
  role: Role;
  /** Where the impersonator was when they switched, so stopping brings them back there. */
  returnTo: string | null;
}

export interface AuthState {
  token: string | null;
  role: Role | null;
  main: MainSession | null;
  /**
   * Bumped whenever the signed-in identity changes. User-scoped query keys start with it, so
   * data fetched for one identity is never shown to the next.
   */
  epoch: number;
  /**
   * Where to go once the new identity is in place, set in the same update as the identity.
   * The screen that started a switch unmounts while the next profile loads, so it cannot
   * navigate afterwards; the root's access gate does. null: the guard alone decides.
   */
  landing: string | null;
  signIn(token: string, role: Role, landing?: string | null): void;
  startImpersonation(token: string, role: Role, returnTo?: string | null): void;
  /** Returns the session switched back to, or null when there was nothing to stop. */
  stopImpersonation(): MainSession | null;
  clear(landing?: string | null): void;
  /** The landing has been reached. */
  arrive(): void;
}

export type PersistedAuth = Pick<AuthState, 'token' | 'role' | 'main'>;

export const AUTH_STORAGE_KEY = 'tessera.auth';

export function createAuthStore(storage?: PersistStorage<PersistedAuth>) {
  return createStore<AuthState>()(
    persist(
      (set, get) => ({
        token: null,
        role: null,
        main: null,
        epoch: 0,
        landing: null,
        signIn(token, role, landing = null) {
          // A fresh sign-in ends any impersonation: the old main token belongs to another login.
          set((s) => ({ token, role, main: null, epoch: s.epoch + 1, landing }));
        },
        startImpersonation(token, role, returnTo = null) {
          const { token: current, role: currentRole, main } = get();
          if (!current || !currentRole) return;
          // Nested impersonation keeps the first main session: that is the account to return to.
          const keep = main ?? { token: current, role: currentRole, returnTo };
          set((s) => ({ token, role, main: keep, epoch: s.epoch + 1, landing: '/' }));
        },
        stopImpersonation() {
          const { main } = get();
          if (!main) return null;
          set((s) => ({
            token: main.token,
            role: main.role,
            main: null,
            epoch: s.epoch + 1,
            landing: main.returnTo ?? '/',
          }));
          return main;
        },
        clear(landing = null) {
          set((s) => ({ token: null, role: null, main: null, epoch: s.epoch + 1, landing }));
        },
        arrive() {
          if (get().landing !== null) set({ landing: null });
        },
      }),
      {
        name: AUTH_STORAGE_KEY,
        version: 1,
        storage: storage ?? createJSONStorage<PersistedAuth>(() => localStorage),
        partialize: (s) => ({ token: s.token, role: s.role, main: s.main }),
      },
    ),
  );
}

export type AuthStore = ReturnType<typeof createAuthStore>;
