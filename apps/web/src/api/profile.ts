import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Profile, profileEndpoints, type UpdateProfileRequest } from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';

export function useProfileQuery() {
  const token = useAuth((s) => s.token);
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'profile'),
    queryFn: async ({ signal }): Promise<Profile> => (await call(profileEndpoints.get, {}, { signal })).data,
    enabled: token !== null,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return useMutation({
    // A 401 here ends the session through the client's global handling (SPEC §8).
    mutationFn: async (body: UpdateProfileRequest) => (await call(profileEndpoints.update, { body })).data,
    onSuccess: (profile) => queryClient.setQueryData(userKey(epoch, 'profile'), profile),
  });
}
