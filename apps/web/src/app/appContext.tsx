import type { AppConfig, Profile } from '@tessera/api-contract';
import { createContext, useContext } from 'react';

/** What is known once the root is ready (SPEC §2): the config, and the profile when signed in. */
export interface AppSession {
  config: AppConfig;
  profile: Profile | null;
}

export const AppSessionContext = createContext<AppSession | null>(null);

function useAppSession(): AppSession {
  const session = useContext(AppSessionContext);
  if (!session) throw new Error('Used outside the ready app root');
  return session;
}

export function useAppConfig(): AppConfig {
  return useAppSession().config;
}

export function useProfile(): Profile | null {
  return useAppSession().profile;
}

/** For screens behind the guard, where a guest can never arrive. */
export function useSignedInProfile(): Profile {
  const profile = useAppSession().profile;
  if (!profile) throw new Error('This screen needs a signed-in user');
  return profile;
}
