import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ResetStatsBody, type StatsQuery, statsEndpoints } from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';

const statsKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  userKey(epoch, 'stats', landingId, ...parts);

/** Views per day and per page; the previous range stays on screen while the next loads. */
export function useSiteStats(landingId: number, query: StatsQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: statsKey(epoch, landingId, query),
    queryFn: async ({ signal }) =>
      (await call(statsEndpoints.get, { params: { id: landingId }, query }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useResetStats(landingId: number) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return useMutation({
    /** The whole site with `{}`; one page or one blog post with its id. */
    mutationFn: (scope: ResetStatsBody) =>
      call(statsEndpoints.reset, { params: { id: landingId }, body: scope }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statsKey(epoch, landingId) }),
  });
}
