import { type BlogPostDetail, blogEndpoints } from '@tessera/api-contract';
import type { DocumentSource } from '@tessera/editor';
import { blogPreviewLink, fetchBlogPost } from '../../api/blogs.ts';
import { call } from '../../api/call.ts';
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
  const params = { id: post.landing_id, blogId: post.id };
  return designDocumentSource({
    key: `blog-post:${post.id}`,
    title: post.title,
    first,
    fetchDetail: (signal) => fetchBlogPost(post.landing_id, post.id, signal),
    saveDesign: (body, options) => call(blogEndpoints.saveDesign, { params, body }, options),
    async publish() {
      return (await call(blogEndpoints.publish, { params }, { notify: false })).message;
    },
    previewUrl: async () => (await blogPreviewLink(post.landing_id, post.id)).url,
  });
}
