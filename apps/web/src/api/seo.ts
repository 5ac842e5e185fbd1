import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeywordListQuery, keywordEndpoints, robotsEndpoints } from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';

const seoKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  userKey(epoch, 'seo', landingId, ...parts);

export function useRobots(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: seoKey(epoch, landingId, 'robots'),
    queryFn: async ({ signal }) =>
      (await call(robotsEndpoints.get, { params: { id: landingId } }, { signal })).data,
  });
}

/** Saves the rules (a string) or, with null, goes back to the default ones. */
export function useSaveRobots(landingId: number) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return useMutation({
    mutationFn: async (robotsTxt: string | null) =>
      (robotsTxt === null
        ? await call(robotsEndpoints.reset, { params: { id: landingId } })
        : await call(robotsEndpoints.save, { params: { id: landingId }, body: { robots_txt: robotsTxt } })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(seoKey(epoch, landingId, 'robots'), data),
  });
}

export function useKeywords(landingId: number, query: KeywordListQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: seoKey(epoch, landingId, 'keywords', query),
    queryFn: ({ signal }) => call(keywordEndpoints.list, { params: { id: landingId }, query }, { signal }),
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
      call(keywordEndpoints.add, { params: { id: landingId }, body: { names } }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteKeyword(landingId: number) {
  const invalidate = useInvalidateKeywords(landingId);
  return useMutation({
    mutationFn: (name: string) => call(keywordEndpoints.remove, { params: { id: landingId, name } }),
    onSuccess: () => invalidate(),
  });
}
