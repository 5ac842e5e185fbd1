import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  adminBlogEndpoints,
  type ImportBlogPostBody,
  type PublishedAdminPostsQuery,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { userKey } from './keys.ts';
import { useInvalidateLandings } from './landings.ts';

/**
 * SPEC §7 the admin platform blog: its backing site (whose posts the site blog screens and
 * routes work on), the published library agencies browse, and importing a post into a site.
 */

/** `GET /admin-blogs` (admins): the backing site's id; made by the server on first need. */
export function fetchAdminBlog(signal?: AbortSignal) {
  return call(adminBlogEndpoints.backingSite, {}, { notify: false, ...(signal ? { signal } : {}) }).then(
    (r) => r.data,
  );
}

export function useAdminBlog() {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'admin-blog'),
    queryFn: ({ signal }) => fetchAdminBlog(signal),
    // The backing site never changes once made.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `GET /admin-blogs/unique-id/{uniqueId}` (admins): the admin blog's post with that unique id. */
export function fetchAdminPostByUniqueId(uniqueId: string, signal?: AbortSignal) {
  return call(
    adminBlogEndpoints.byUniqueId,
    { params: { uniqueId } },
    { notify: false, ...(signal ? { signal } : {}) },
  ).then((r) => r.data);
}

/** The published admin posts an agency may import (search, pages). */
export function usePublishedAdminPosts(query: Partial<PublishedAdminPostsQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: userKey(epoch, 'admin-blog', 'published', query),
    queryFn: ({ signal }) => call(adminBlogEndpoints.published, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /landings/{id}/blogs/import`: the post as a new draft of the site; refreshes its posts. */
export function useImportBlogPost(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: ImportBlogPostBody) =>
      (await call(adminBlogEndpoints.importPost, { params: { id: landingId }, body }, { notify: false }))
        .data,
    onSuccess: () => invalidate(landingId),
  });
}
