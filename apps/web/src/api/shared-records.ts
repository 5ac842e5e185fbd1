import { useMutation, useQuery } from '@tanstack/react-query';
import { adminBlogEndpoints, pageEndpoints, sharedPostEndpoints } from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';
import { useInvalidateLandings } from './landings.ts';

/**
 * Pages and posts shared by unique id (SPEC §2 `/agency/pages/{uniqueId}`, `/agency/blog/{uniqueId}`):
 * looked up, and imported into a website chosen on the spot. The screens render their own refusals.
 */

export function useSharedPage(uniqueId: string, enabled: boolean) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'shared-page', uniqueId),
    queryFn: ({ signal }) =>
      call(pageEndpoints.sharedByUniqueId, { params: { uniqueId } }, { notify: false, signal }).then(
        (r) => r.data,
      ),
    enabled,
    retry: false,
  });
}

export function useSharedPost(uniqueId: string, enabled: boolean) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'shared-post', uniqueId),
    queryFn: ({ signal }) =>
      call(sharedPostEndpoints.byUniqueId, { params: { uniqueId } }, { notify: false, signal }).then(
        (r) => r.data,
      ),
    enabled,
    retry: false,
  });
}

/** Imports the shared page into a website chosen on the spot (`POST /landings/{id}/pages/import`). */
export function useImportSharedPage() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ landingId, uniqueId }: { landingId: number; uniqueId: string }) =>
      (
        await call(
          pageEndpoints.import,
          { params: { id: landingId }, body: { unique_id: uniqueId } },
          { notify: false },
        )
      ).data,
    onSuccess: (page) => invalidate(page.landing_id),
  });
}

/** Imports the shared post into a website chosen on the spot (`POST /landings/{id}/blogs/import`). */
export function useImportSharedPost() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ landingId, uniqueId }: { landingId: number; uniqueId: string }) =>
      (
        await call(
          adminBlogEndpoints.importPost,
          { params: { id: landingId }, body: { unique_id: uniqueId } },
          { notify: false },
        )
      ).data,
    onSuccess: (post) => invalidate(post.landing_id),
  });
}
