import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  type KeywordListQuery,
  keywordListResponse,
  robotsResponse,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { userKey } from './keys.ts';

const seoKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  userKey(epoch, 'seo', landingId, ...parts);

export function useRobots(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: seoKey(epoch, landingId, 'robots'),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/landings/${landingId}/robots`, { schema: robotsResponse, signal })).data,
  });
}

/** Saves the rules (a string) or, with null, goes back to the default ones. */
export function useSaveRobots(landingId: number) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return useMutation({
    mutationFn: async (robotsTxt: string | null) =>
      (
        await apiRequest(
          robotsTxt === null ? `/landings/${landingId}/robots/reset` : `/landings/${landingId}/robots`,
          {
            method: 'POST',
            ...(robotsTxt === null ? {} : { body: { robots_txt: robotsTxt } }),
            schema: robotsResponse,
          },
        )
      ).data,
    onSuccess: (data) => queryClient.setQueryData(seoKey(epoch, landingId, 'robots'), data),
  });
}

export function useKeywords(landingId: number, query: KeywordListQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: seoKey(epoch, landingId, 'keywords', query),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/keywords`, { query, schema: keywordListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateKeywords(landingId: number) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: seoKey(epoch, landingId, 'keywords') });
}

export function useAddKeywords(landingId: number) {
  const invalidate = useInvalidateKeywords(landingId);
  return useMutation({
    mutationFn: (names: string[]) =>
      apiRequest(`/landings/${landingId}/keywords`, {
        method: 'POST',
        body: { names },
        schema: actionResult,
      }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteKeyword(landingId: number) {
  const invalidate = useInvalidateKeywords(landingId);
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(`/landings/${landingId}/keywords/${encodeURIComponent(name)}`, {
        method: 'DELETE',
        schema: actionResult,
      }),
    onSuccess: () => invalidate(),
  });
}
