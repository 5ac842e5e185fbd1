import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type AiPostDraftBody,
  actionResult,
  aiEndpoints,
  type BlogListQuery,
  blogPostDetailResponse,
  blogPostListResponse,
  blogPostResponse,
  blogSettingsResponse,
  blogUniqueIdResponse,
  type CloneBlogPostBody,
  type CreateBlogPostBody,
  type GenerateAiCoverBody,
  previewLinkResponse,
  type UpdateBlogPostBody,
  type UpdateBlogSettingsBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { apiRequest } from './client.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/**
 * SPEC §7 blogs of a site. Posts live under their site's key: publishing or changing one also
 * refreshes the site (its settings carry the blog's, its pages list the posts).
 */
export function siteBlogKey(epoch: number, landingId: number, ...parts: readonly unknown[]) {
  return landingsKey(epoch, 'detail', landingId, 'blogs', ...parts);
}

export function useBlogPosts(landingId: number, query: Partial<BlogListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: siteBlogKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/blogs`, { query, schema: blogPostListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function fetchBlogPost(landingId: number, postId: number, signal?: AbortSignal) {
  return apiRequest(`/landings/${landingId}/blogs/${postId}`, {
    schema: blogPostDetailResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}

export function useBlogPost(landingId: number, postId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: siteBlogKey(epoch, landingId, 'post', postId),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/blogs/${postId}`, { schema: blogPostDetailResponse, signal }).then(
        (r) => r.data,
      ),
    enabled: Number.isInteger(postId) && postId > 0,
  });
}

export function useBlogSettings(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: siteBlogKey(epoch, landingId, 'settings'),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/blog-setting`, { schema: blogSettingsResponse, signal }).then(
        (r) => r.data,
      ),
  });
}

/** `GET /agency-blog/{id}/unique-id`: whether an address is free, and a free one. */
export function checkBlogSlug(
  landingId: number,
  query: { slug?: string; title?: string; post_id?: number },
  signal?: AbortSignal,
) {
  return apiRequest(`/agency-blog/${landingId}/unique-id`, {
    query,
    schema: blogUniqueIdResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}

export function useCreateBlogPost(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateBlogPostBody) =>
      (await apiRequest(`/landings/${landingId}/blogs`, { method: 'POST', body, schema: blogPostResponse }))
        .data,
    onSuccess: () => invalidate(landingId),
  });
}

/**
 * `POST /landings/{id}/blogs/ai-draft`: the AI service writes a post, kept as a draft. Nothing is
 * toasted: the screen shows the failure beside the fields or in its alert.
 */
export function useAiPostDraft(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: AiPostDraftBody) =>
      (await call(aiEndpoints.writePostDraft, { params: { id: landingId }, body }, { notify: false })).data,
    onSuccess: () => invalidate(landingId),
  });
}

/**
 * `POST /images/generate-ai-cover`: a cover picture drawn for the post, kept among the site's
 * files; the cover dialog shows a failure itself.
 */
export function useGenerateAiCover() {
  return useMutation({
    mutationFn: async (body: GenerateAiCoverBody) =>
      (await call(aiEndpoints.generateCover, { body }, { notify: false })).data,
  });
}

export function useUpdateBlogPost(landingId: number, postId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateBlogPostBody) =>
      (
        await apiRequest(`/landings/${landingId}/blogs/${postId}`, {
          method: 'PUT',
          body,
          schema: blogPostResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdateBlogSettings(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateBlogSettingsBody) =>
      (
        await apiRequest(`/landings/${landingId}/blog-setting`, {
          method: 'PUT',
          body,
          schema: blogSettingsResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

/** The actions of the posts list; each refreshes the site and its posts. */
export function useBlogPostActions(landingId: number) {
  const invalidate = useInvalidateLandings();
  const done = { onSuccess: () => invalidate(landingId) };
  const base = `/landings/${landingId}/blogs`;
  return {
    publish: useMutation({
      mutationFn: (postId: number) =>
        apiRequest(`${base}/${postId}/publish`, { method: 'POST', schema: actionResult }),
      ...done,
    }),
    unpublish: useMutation({
      mutationFn: (postId: number) =>
        apiRequest(`${base}/${postId}/unpublish`, { method: 'POST', schema: actionResult }),
      ...done,
    }),
    clone: useMutation({
      mutationFn: ({ postId, body }: { postId: number; body: CloneBlogPostBody }) =>
        apiRequest(`${base}/${postId}/clone`, { method: 'POST', body, schema: blogPostResponse }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (postId: number) =>
        apiRequest(`${base}/${postId}`, { method: 'DELETE', schema: actionResult }),
      ...done,
    }),
    previewLink: useMutation({
      mutationFn: (postId: number) => blogPreviewLink(landingId, postId),
    }),
  };
}

export function blogPreviewLink(landingId: number, postId: number, signal?: AbortSignal) {
  return apiRequest(`/landings/${landingId}/blogs/${postId}/preview-link`, {
    method: 'POST',
    schema: previewLinkResponse,
    notify: false,
    ...(signal ? { signal } : {}),
  }).then((r) => r.data);
}
