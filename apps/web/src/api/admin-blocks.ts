import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  adminBlockDetailResponse,
  adminBlockEndpoints,
  type adminBlockListQuery,
  type CreateAdminBlockBody,
  type DistributeBlockBody,
  previewLinkResponse,
  type UpdateAdminBlockBody,
} from '@tessera/api-contract';
import type { z } from 'zod';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { apiRequest } from './client.ts';
import { useDesignedRecordActions } from './designed-records.ts';
import { userKey } from './keys.ts';

/**
 * Admin blocks (SPEC §2 `/admin/blocks`, §7 `/admin-blocks`, `/block-form/distribute`): the
 * sections and rows admins design and publish to every agency's palette.
 */
export const ADMIN_BLOCKS_PATH = '/admin-blocks';

/** The query key of the area's queries (the design screen keeps its block there too). */
export function adminBlocksKey(epoch: number, ...parts: readonly unknown[]) {
  return userKey(epoch, 'admin-blocks', ...parts);
}

function useInvalidateAdminBlocks() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () => queryClient.invalidateQueries({ queryKey: adminBlocksKey(epoch) });
}

export function useAdminBlocks(query: Partial<z.input<typeof adminBlockListQuery>>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: adminBlocksKey(epoch, 'list', query),
    queryFn: ({ signal }) => call(adminBlockEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One block with its draft; the designer reads it with `notify: false` (it shows failures itself). */
export function fetchAdminBlock(id: number, options: { signal?: AbortSignal; notify?: boolean } = {}) {
  return apiRequest(`${ADMIN_BLOCKS_PATH}/${id}`, {
    schema: adminBlockDetailResponse,
    notify: options.notify ?? true,
    ...(options.signal ? { signal: options.signal } : {}),
  }).then((r) => r.data);
}

export function useAdminBlock(id: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: adminBlocksKey(epoch, 'one', id),
    queryFn: ({ signal }) => fetchAdminBlock(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Creates a block (`id` null: name and kind), or renames one (the design saves from the designer). */
export function useSaveAdminBlock(id: number | null) {
  const invalidate = useInvalidateAdminBlocks();
  return useMutation({
    mutationFn: async (body: CreateAdminBlockBody | UpdateAdminBlockBody) =>
      (
        await apiRequest(id === null ? ADMIN_BLOCKS_PATH : `${ADMIN_BLOCKS_PATH}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
          schema: adminBlockDetailResponse,
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}

/**
 * Publishes (or unpublishes) a block; the answer's message says what happened. Publishing a design
 * that is not one section (or, for a row block, one row) answers 422 with `errors.document`.
 */
export function publishAdminBlock(id: number, published: boolean, notify = true) {
  return apiRequest(`${ADMIN_BLOCKS_PATH}/${id}/publish`, {
    method: 'POST',
    body: { published },
    schema: actionResult,
    notify,
  });
}

/** The row actions of the admin list (publish, clone, delete); each refreshes every block query. */
export function useAdminBlockActions() {
  return useDesignedRecordActions(ADMIN_BLOCKS_PATH, adminBlockDetailResponse, useInvalidateAdminBlocks());
}

/** A signed link showing the block's draft on the preview host. */
export function adminBlockPreviewLink(id: number | string, signal?: AbortSignal) {
  return apiRequest(`${ADMIN_BLOCKS_PATH}/${encodeURIComponent(String(id))}/preview-link`, {
    method: 'POST',
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}

/**
 * Copies a published block into the chosen agencies' own saved blocks. The server's message is
 * toasted; a 422 names `agency_ids` or `block_id`.
 */
export function useDistributeBlock() {
  return useMutation({
    mutationFn: (body: DistributeBlockBody) =>
      apiRequest('/block-form/distribute', { method: 'POST', body, schema: actionResult }),
  });
}
