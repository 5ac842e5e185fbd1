import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  actionResult,
  type MenuBody,
  type MenuListQuery,
  menuDetailResponse,
  menuListResponse,
  type UpdateMenuBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

const menusKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'menus', ...parts);

export function useMenus(landingId: number, query: Partial<MenuListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: menusKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/menus`, { query, schema: menuListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMenu(landingId: number, menuId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: menusKey(epoch, landingId, 'one', menuId),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/menus/${menuId}`, { schema: menuDetailResponse, signal }).then(
        (r) => r.data,
      ),
    enabled: menuId !== null && menuId > 0,
  });
}

export function useSaveMenu(landingId: number, menuId: number | null) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: MenuBody & UpdateMenuBody) =>
      (
        await apiRequest(
          menuId === null ? `/landings/${landingId}/menus` : `/landings/${landingId}/menus/${menuId}`,
          {
            method: menuId === null ? 'POST' : 'PUT',
            body,
            schema: menuDetailResponse,
          },
        )
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteMenu(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (menuId: number) =>
      apiRequest(`/landings/${landingId}/menus/${menuId}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(landingId),
  });
}
