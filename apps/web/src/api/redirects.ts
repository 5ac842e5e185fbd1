import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  actionResult,
  type RedirectBody,
  type RedirectListQuery,
  type RedirectMatch,
  redirectListResponse,
  redirectResponse,
  type UpdateRedirectBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/** Page redirects and redirect rules (settings redirects) live under two paths of the same API. */
export function redirectsPath(landingId: number, match: RedirectMatch): string {
  return match === 'exact' ? `/landings/${landingId}/redirects` : `/landings/${landingId}/settings/redirects`;
}

const redirectsKey = (epoch: number, landingId: number, match: RedirectMatch, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'redirects', match, ...parts);

export function useRedirects(landingId: number, match: RedirectMatch, query: Partial<RedirectListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: redirectsKey(epoch, landingId, match, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest(redirectsPath(landingId, match), { query, schema: redirectListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRedirect(landingId: number, match: RedirectMatch, redirectId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: redirectsKey(epoch, landingId, match, 'one', redirectId),
    queryFn: ({ signal }) =>
      apiRequest(`${redirectsPath(landingId, match)}/${redirectId}`, {
        schema: redirectResponse,
        signal,
      }).then((r) => r.data),
    enabled: redirectId !== null && redirectId > 0,
  });
}

export function useSaveRedirect(landingId: number, match: RedirectMatch, redirectId: number | null) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: RedirectBody & UpdateRedirectBody) =>
      (
        await apiRequest(
          redirectId === null
            ? redirectsPath(landingId, match)
            : `${redirectsPath(landingId, match)}/${redirectId}`,
          { method: redirectId === null ? 'POST' : 'PUT', body, schema: redirectResponse },
        )
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useRedirectActions(landingId: number, match: RedirectMatch) {
  const invalidate = useInvalidateLandings();
  return {
    remove: useMutation({
      mutationFn: (redirectId: number) =>
        apiRequest(`${redirectsPath(landingId, match)}/${redirectId}`, {
          method: 'DELETE',
          schema: actionResult,
        }),
      onSuccess: () => invalidate(landingId),
    }),
    reset: useMutation({
      mutationFn: (redirectId: number) =>
        apiRequest(`${redirectsPath(landingId, match)}/${redirectId}/reset`, {
          method: 'PUT',
          schema: redirectResponse,
        }),
      onSuccess: () => invalidate(landingId),
    }),
  };
}
