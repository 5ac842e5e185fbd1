import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type RedirectBody,
  type RedirectListQuery,
  type RedirectMatch,
  redirectEndpoints,
  type UpdateRedirectBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

const redirectsKey = (epoch: number, landingId: number, match: RedirectMatch, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'redirects', match, ...parts);

/** Page redirects (`exact`) and redirect rules (`prefix`): the same calls on two kinds. */
export function useRedirects(landingId: number, match: RedirectMatch, query: Partial<RedirectListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: redirectsKey(epoch, landingId, match, 'list', query),
    queryFn: ({ signal }) =>
      call(redirectEndpoints[match].list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRedirect(landingId: number, match: RedirectMatch, redirectId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: redirectsKey(epoch, landingId, match, 'one', redirectId),
    queryFn: ({ signal }) =>
      call(
        redirectEndpoints[match].get,
        { params: { id: landingId, redirectId: redirectId ?? 0 } },
        { signal },
      ).then((r) => r.data),
    enabled: redirectId !== null && redirectId > 0,
  });
}

export function useSaveRedirect(landingId: number, match: RedirectMatch, redirectId: number | null) {
  const invalidate = useInvalidateLandings();
  const endpoints = redirectEndpoints[match];
  return useMutation({
    mutationFn: async (body: RedirectBody & UpdateRedirectBody) =>
      (redirectId === null
        ? await call(endpoints.create, { params: { id: landingId }, body })
        : await call(endpoints.update, { params: { id: landingId, redirectId }, body })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useRedirectActions(landingId: number, match: RedirectMatch) {
  const invalidate = useInvalidateLandings();
  const endpoints = redirectEndpoints[match];
  return {
    remove: useMutation({
      mutationFn: (redirectId: number) => call(endpoints.remove, { params: { id: landingId, redirectId } }),
      onSuccess: () => invalidate(landingId),
    }),
    reset: useMutation({
      mutationFn: (redirectId: number) =>
        call(endpoints.resetHits, { params: { id: landingId, redirectId } }),
      onSuccess: () => invalidate(landingId),
    }),
  };
}
