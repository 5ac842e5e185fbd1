import { useQuery } from '@tanstack/react-query';
import { type AppConfig, configEndpoints } from '@tessera/api-contract';
import { call } from './call.ts';
import { isApiError } from './errors.ts';
import { configKey } from './keys.ts';

/** A host that is not a white-label domain is an answer, not a failure (SPEC §2). */
export type ConfigResult = { status: 'ok'; config: AppConfig } | { status: 'unknown-host' };

export async function fetchConfig(signal?: AbortSignal): Promise<ConfigResult> {
  try {
    const { data } = await call(configEndpoints.get, {}, { notify: false, signal });
    return { status: 'ok', config: data };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: 'unknown-host' };
    // A stale token has just ended the session; the config itself is public, so ask again as a guest.
    if (isApiError(error) && error.status === 401) {
      const { data } = await call(configEndpoints.get, {}, { notify: false, auth: false, signal });
      return { status: 'ok', config: data };
    }
    throw error;
  }
}

export function useConfigQuery() {
  return useQuery({
    queryKey: configKey,
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: 5 * 60_000,
  });
}
