import { describe, expect, it } from 'vitest';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { createAuthStore, type PersistedAuth } from './auth.ts';

/** Stands in for localStorage, and lets the test read what would be persisted. */
function memoryStorage<T = PersistedAuth>() {
  const map = new Map<string, StorageValue<T>>();
  const storage: PersistStorage<T> = {
    getItem: (name) => map.get(name) ?? null,
    setItem: (name, value) => void map.set(name, value),
    removeItem: (name) => void map.delete(name),
  };
  return { storage, map };
}

describe('auth store (SPEC §4 Auth)', () => {
  it('login stores the token and role', () => {
    const store = createAuthStore(memoryStorage().storage);
    store.getState().signIn('t-admin', 'Admin');
    expect(store.getState()).toMatchObject({ token: 't-admin', role: 'Admin', main: null });
  });

  it('impersonation saves the main token and role, then stopping restores them', () => {
    const store = createAuthStore(memoryStorage().storage);
    store.getState().signIn('t-admin', 'Admin');
    store.getState().startImpersonation('t-owner', 'Agency', '/admin/agencies?page=3');
    expect(store.getState()).toMatchObject({
      token: 't-owner',
      role: 'Agency',
      main: { token: 't-admin', role: 'Admin', returnTo: '/admin/agencies?page=3' },
    });

    const restored = store.getState().stopImpersonation();
    expect(restored).toEqual({ token: 't-admin', role: 'Admin', returnTo: '/admin/agencies?page=3' });
    expect(store.getState()).toMatchObject({ token: 't-admin', role: 'Admin', main: null });
  });

  it('nested impersonation returns to the first account', () => {
    const store = createAuthStore(memoryStorage().storage);
    store.getState().signIn('t-admin', 'Admin');
    store.getState().startImpersonation('t-owner', 'Agency');
    store.getState().startImpersonation('t-member', 'AgencyUser');
    expect(store.getState().main).toMatchObject({ token: 't-admin', role: 'Admin' });
    store.getState().stopImpersonation();
    expect(store.getState()).toMatchObject({ token: 't-admin', role: 'Admin', main: null });
  });

  it('stopping when not impersonating changes nothing', () => {
    const store = createAuthStore(memoryStorage().storage);
    store.getState().signIn('t-owner', 'Agency');
    const epoch = store.getState().epoch;
    expect(store.getState().stopImpersonation()).toBeNull();
    expect(store.getState()).toMatchObject({ token: 't-owner', role: 'Agency', epoch });
  });

  it('cannot impersonate without being signed in', () => {
    const store = createAuthStore(memoryStorage().storage);
    store.getState().startImpersonation('t-owner', 'Agency');
    expect(store.getState()).toMatchObject({ token: null, role: null, main: null });
  });

  it('a fresh login or logout drops any saved main session', () => {
    const store = createAuthStore(memoryStorage().storage);
    store.getState().signIn('t-admin', 'Admin');
    store.getState().startImpersonation('t-owner', 'Agency');
    store.getState().clear();
    expect(store.getState()).toMatchObject({ token: null, role: null, main: null });

    store.getState().signIn('t-admin', 'Admin');
    store.getState().startImpersonation('t-owner', 'Agency');
    store.getState().signIn('t-other', 'CardUser');
    expect(store.getState().main).toBeNull();
  });

  it('every identity change moves the epoch that user-scoped query keys start with', () => {
    const store = createAuthStore(memoryStorage().storage);
    const seen = new Set([store.getState().epoch]);
    store.getState().signIn('a', 'Admin');
    seen.add(store.getState().epoch);
    store.getState().startImpersonation('b', 'Agency');
    seen.add(store.getState().epoch);
    store.getState().stopImpersonation();
    seen.add(store.getState().epoch);
    store.getState().clear();
    seen.add(store.getState().epoch);
    expect(seen.size).toBe(5);
  });

  it('persists tokens, roles and the main session (not the epoch) and reloads them', () => {
    const { storage, map } = memoryStorage();
    const first = createAuthStore(storage);
    first.getState().signIn('t-admin', 'Admin');
    first.getState().startImpersonation('t-owner', 'Agency', null);
    const saved = [...map.values()][0];
    expect(saved?.state).toEqual({
      token: 't-owner',
      role: 'Agency',
      main: { token: 't-admin', role: 'Admin', returnTo: null },
    });

    const second = createAuthStore(storage);
    expect(second.getState()).toMatchObject({ token: 't-owner', role: 'Agency', main: { token: 't-admin' } });
    second.getState().stopImpersonation();
    expect(second.getState()).toMatchObject({ token: 't-admin', role: 'Admin', main: null });
  });

  it('each switch names where to land, so the screen that started it need not survive it', () => {
    const store = createAuthStore(memoryStorage().storage);
    store.getState().signIn('t-admin', 'Admin');
    expect(store.getState().landing).toBeNull();
    store.getState().startImpersonation('t-owner', 'Agency', '/admin/agencies?page=3');
    expect(store.getState().landing).toBe('/');
    store.getState().arrive();
    expect(store.getState().landing).toBeNull();
    store.getState().stopImpersonation();
    expect(store.getState().landing).toBe('/admin/agencies?page=3');
    store.getState().clear('/login');
    expect(store.getState().landing).toBe('/login');
    store.getState().signIn('t-new', 'Agency', '/agency/websites');
    expect(store.getState().landing).toBe('/agency/websites');
  });

  it('never persists the landing', () => {
    const { storage, map } = memoryStorage();
    const store = createAuthStore(storage);
    store.getState().signIn('t', 'Admin', '/admin/profile');
    expect([...map.values()][0]?.state).not.toHaveProperty('landing');
  });
});
