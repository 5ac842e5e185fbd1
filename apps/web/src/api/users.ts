import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  type CreateUserBody,
  importUsersResponse,
  type LandingAssignment,
  managedUserListResponse,
  managedUserResponse,
  type UpdateUserBody,
  type UserListQuery,
  userLandingsResponse,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { userKey } from './keys.ts';

export function useUsers(query: UserListQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'users', 'list', query),
    queryFn: ({ signal }) => apiRequest('/users', { query, schema: managedUserListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'users', 'one', id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/users/${id}`, { schema: managedUserResponse, signal })).data,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: userKey(epoch, 'users') });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (body: CreateUserBody) =>
      (await apiRequest('/users', { method: 'POST', body, schema: managedUserResponse })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) =>
      (await apiRequest(`/users/${id}`, { method: 'PUT', body, schema: managedUserResponse })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/users/${id}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(),
  });
}

export function useSetUserLandings(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (landings: LandingAssignment[]) =>
      (
        await apiRequest(`/user-landings/${id}`, {
          method: 'PUT',
          body: { landings },
          schema: userLandingsResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

export function useSetUserPassword(id: number) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(`/users/${id}/change-password`, {
        method: 'POST',
        body: { password },
        schema: actionResult,
      }),
  });
}

/** SPEC §7 multiple-users: the CSV text goes up, a result per row comes back. */
export function useImportUsers() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (csv: string) =>
      (
        await apiRequest('/landings/multiple-users', {
          method: 'POST',
          body: { csv },
          schema: importUsersResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}
