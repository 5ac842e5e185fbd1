import { useMutation } from '@tanstack/react-query';
import { adminBlockEndpoints, type DistributeBlockBody } from '@tessera/api-contract';
import { call } from './call.ts';
import type { DocumentArea } from './design-records.ts';

/**
 * Admin blocks (SPEC §2 `/admin/blocks`, §7 `/admin-blocks`, `/block-form/distribute`): the
 * sections and rows admins design and publish to every agency's palette, a design record.
 */
export const adminBlockArea = { key: 'admin-blocks', endpoints: adminBlockEndpoints } satisfies DocumentArea;

/**
 * Copies a published block into the chosen agencies' own saved blocks. The server's message is
 * toasted; a 422 names `agency_ids` or `block_id`.
 */
export function useDistributeBlock() {
  return useMutation({
    mutationFn: (body: DistributeBlockBody) => call(adminBlockEndpoints.distribute, { body }),
  });
}
