import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  type CreateOrderPageBody,
  type OrderPageListQuery,
  orderPageDetailResponse,
  orderPageListResponse,
  previewLinkResponse,
  type UpdateOrderPageBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { useDesignedRecordActions } from './designed-records.ts';
import { userKey } from './keys.ts';

/** Order pages (SPEC §2 `/admin/payment/order-pages`, §7 `subscriptions/order-pages`): admin CRUD. */
export const ORDER_PAGES_PATH = '/subscriptions/order-pages';

export function orderPagesKey(epoch: number, ...parts: readonly unknown[]) {
  return userKey(epoch, 'order-pages', ...parts);
}

function useInvalidateOrderPages() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: orderPagesKey(epoch) });
}

export function useOrderPages(query: Partial<OrderPageListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: orderPagesKey(epoch, 'list', query),
    queryFn: ({ signal }) => apiRequest(ORDER_PAGES_PATH, { query, schema: orderPageListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One order page with its draft; the designer reads it with `fetchOrderPage` (no toasts). */
export function fetchOrderPage(id: number, options: { signal?: AbortSignal; notify?: boolean } = {}) {
  return apiRequest(`${ORDER_PAGES_PATH}/${id}`, {
    schema: orderPageDetailResponse,
    notify: options.notify ?? true,
    ...(options.signal ? { signal: options.signal } : {}),
  }).then((r) => r.data);
}

export function useOrderPage(id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: orderPagesKey(epoch, 'one', id),
    queryFn: ({ signal }) => fetchOrderPage(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Creates an order page, or saves the details of one (the design saves from the designer). */
export function useSaveOrderPage(id: number | null) {
  const invalidate = useInvalidateOrderPages();
  return useMutation({
    mutationFn: async (body: CreateOrderPageBody | UpdateOrderPageBody) =>
      (
        await apiRequest(id === null ? ORDER_PAGES_PATH : `${ORDER_PAGES_PATH}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
          schema: orderPageDetailResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

/** Publishes (or unpublishes) an order page; the answer's message says what happened. */
export function publishOrderPage(id: number, published: boolean, notify = true) {
  return apiRequest(`${ORDER_PAGES_PATH}/${id}/publish`, {
    method: 'POST',
    body: { published },
    schema: actionResult,
    notify,
  });
}

/** The row actions of the admin list; each refreshes every order page query. */
export function useOrderPageActions() {
  return useDesignedRecordActions(ORDER_PAGES_PATH, orderPageDetailResponse, useInvalidateOrderPages());
}

/** A signed link showing the order page's draft, with its plans, on the preview host. */
export function orderPagePreviewLink(id: number | string, signal?: AbortSignal) {
  return apiRequest(`${ORDER_PAGES_PATH}/${encodeURIComponent(String(id))}/preview-link`, {
    method: 'POST',
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}
