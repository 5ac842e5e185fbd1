import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type AiPostDraftBody,
  aiEndpoints,
  type BlogListInput,
  type BlogUniqueIdQuery,
  blogEndpoints,
  type CloneBlogPostBody,
  type CreateBlogPostBody,
  type GenerateAiCoverBody,
  type UpdateBlogPostBody,
  type UpdateBlogSettingsBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/**
 * SPEC §7 blogs of a site. Posts live under their site's key: publishing or changing one also
 * refreshes the site (its settings carry the blog's, its pages list the posts).
 */
export function siteBlogKey(epoch: number, landingId: number, ...parts: readonly unknown[]) {
  return landingsKey(epoch, 'detail', landingId, 'blogs', ...parts);
}

export function useBlogPosts(landingId: number, query: BlogListInput) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: siteBlogKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) => call(blogEndpoints.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function fetchBlogPost(landingId: number, postId: number, signal?: AbortSignal) {
  return call(
    blogEndpoints.get,
    { params: { id: landingId, blogId: postId } },
    { notify: false, ...(signal ? { signal } : {}) },
  ).then((r) => r.data);
}

export function useBlogPost(landingId: number, postId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: siteBlogKey(epoch, landingId, 'post', postId),
    queryFn: ({ signal }) =>
      call(blogEndpoints.get, { params: { id: landingId, blogId: postId } }, { signal }).then((r) => r.data),
    enabled: Number.isInteger(postId) && postId > 0,
  });
}

export function useBlogSettings(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: siteBlogKey(epoch, landingId, 'settings'),
    queryFn: ({ signal }) =>
      call(blogEndpoints.settings, { params: { id: landingId } }, { signal }).then((r) => r.data),
  });
}

/** `GET /agency-blog/{id}/unique-id`: whether an address is free, and a free one. */
export function checkBlogSlug(landingId: number, query: BlogUniqueIdQuery, signal?: AbortSignal) {
  return call(
    blogEndpoints.uniqueId,
    { params: { id: landingId }, query },
    { notify: false, ...(signal ? { signal } : {}) },
  ).then((r) => r.data);
}

export function useCreateBlogPost(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateBlogPostBody) =>
      (await call(blogEndpoints.create, { params: { id: landingId }, body })).data,
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
      (await call(blogEndpoints.update, { params: { id: landingId, blogId: postId }, body })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdateBlogSettings(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateBlogSettingsBody) =>
      (await call(blogEndpoints.updateSettings, { params: { id: landingId }, body })).data,
    onSuccess: () => invalidate(landingId),
  });
}

/** The actions of the posts list; each refreshes the site and its posts. */
export function useBlogPostActions(landingId: number) {
  const invalidate = useInvalidateLandings();
  const done = { onSuccess: () => invalidate(landingId) };
  const post = (postId: number) => ({ id: landingId, blogId: postId });
  return {
    publish: useMutation({
      mutationFn: (postId: number) => call(blogEndpoints.publish, { params: post(postId) }),
      ...done,
    }),
    unpublish: useMutation({
      mutationFn: (postId: number) => call(blogEndpoints.unpublish, { params: post(postId) }),
      ...done,
    }),
    clone: useMutation({
      mutationFn: ({ postId, body }: { postId: number; body: CloneBlogPostBody }) =>
        call(blogEndpoints.clone, { params: post(postId), body }),
      ...done,
    }),
    remove: useMutation({
      mutationFn: (postId: number) => call(blogEndpoints.remove, { params: post(postId) }),
      ...done,
    }),
    previewLink: useMutation({
      mutationFn: (postId: number) => blogPreviewLink(landingId, postId),
    }),
  };
}

export function blogPreviewLink(landingId: number, postId: number, signal?: AbortSignal) {
  return call(
    blogEndpoints.previewLink,
    { params: { id: landingId, blogId: postId } },
    { notify: false, ...(signal ? { signal } : {}) },
  ).then((r) => r.data);
}
