import { actionResult, type BlogPostDetail } from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import { blogPreviewLink, fetchBlogPost } from '../../api/blogs.ts';
import { apiRequest } from '../../api/client.ts';
import { designDocumentSource } from '../editor/design-source.ts';

/**
 * A blog post as the editor's document source (SPEC §7 blogs): loaded from
 * `GET /landings/{id}/blogs/{blogId}`, saved with `PUT …/design` (version + idempotency key, the
 * shared design save), published and previewed through the post's routes.
 */
export function blogDocumentSource(
  post: Pick<BlogPostDetail, 'id' | 'landing_id' | 'title'>,
  first?: BlogPostDetail,
): DocumentSource {
  const base = `/landings/${post.landing_id}/blogs/${post.id}`;
  return designDocumentSource({
    key: `blog-post:${post.id}`,
    title: post.title,
    first,
    fetchDetail: (signal) => fetchBlogPost(post.landing_id, post.id, signal),
    designPath: `${base}/design`,
    async publish() {
      const answer = await apiRequest(`${base}/publish`, {
        method: 'POST',
        schema: actionResult,
        notify: false,
      });
      return answer.message;
    },
    previewUrl: async () => (await blogPreviewLink(post.landing_id, post.id)).url,
  });
}
