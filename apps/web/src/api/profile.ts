import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Profile, profileResponse, type UpdateProfileRequest } from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { userKey } from './keys.ts';

export function useProfileQuery() {
  const token = useAuth((s) => s.token);
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'profile'),
    queryFn: async ({ signal }): Promise<Profile> =>
      (await apiRequest('/profile', { schema: profileResponse, signal })).data,
    enabled: token !== null,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return useMutation({
    // A 401 here ends the session through the client's global handling (SPEC §8).
    mutationFn: async (body: UpdateProfileRequest) =>
      (await apiRequest('/profile', { method: 'PUT', body, schema: profileResponse })).data,
    onSuccess: (profile) => queryClient.setQueryData(userKey(epoch, 'profile'), profile),
  });
}
