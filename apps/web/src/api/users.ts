import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateUserBody,
  type LandingAssignment,
  type UpdateUserBody,
  type UserListQuery,
  userEndpoints,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';

export function useUsers(query: UserListQuery) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'users', 'list', query),
    queryFn: ({ signal }) => call(userEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'users', 'one', id),
    queryFn: async ({ signal }) => (await call(userEndpoints.get, { params: { id } }, { signal })).data,
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
    mutationFn: async (body: CreateUserBody) => (await call(userEndpoints.create, { body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) =>
      (await call(userEndpoints.update, { params: { id }, body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => call(userEndpoints.remove, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

export function useSetUserLandings(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (landings: LandingAssignment[]) =>
      (await call(userEndpoints.setLandings, { params: { id }, body: { landings } })).data,
    onSuccess: () => invalidate(),
  });
}

export function useSetUserPassword(id: number) {
  return useMutation({
    mutationFn: (password: string) => call(userEndpoints.setPassword, { params: { id }, body: { password } }),
  });
}

/** SPEC §7 multiple-users: the CSV text goes up, a result per row comes back. */
export function useImportUsers() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (csv: string) => (await call(userEndpoints.importCsv, { body: { csv } })).data,
    onSuccess: () => invalidate(),
  });
}
