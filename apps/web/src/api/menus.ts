import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  menuEndpoints as endpoints,
  type MenuBody,
  type MenuListQuery,
  type UpdateMenuBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

const menusKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'menus', ...parts);

export function useMenus(landingId: number, query: Partial<MenuListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: menusKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) => call(endpoints.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMenu(landingId: number, menuId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: menusKey(epoch, landingId, 'one', menuId),
    queryFn: ({ signal }) =>
      call(endpoints.get, { params: { id: landingId, menuId: menuId ?? 0 } }, { signal }).then((r) => r.data),
    enabled: menuId !== null && menuId > 0,
  });
}

export function useSaveMenu(landingId: number, menuId: number | null) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: MenuBody & UpdateMenuBody) =>
      (menuId === null
        ? await call(endpoints.create, { params: { id: landingId }, body })
        : await call(endpoints.update, { params: { id: landingId, menuId }, body })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteMenu(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (menuId: number) => call(endpoints.remove, { params: { id: landingId, menuId } }),
    onSuccess: () => invalidate(landingId),
  });
}
