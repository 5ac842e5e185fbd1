import { useParams } from 'react-router';
import { fetchAdminBlog, useAdminBlog } from '../../api/admin-blog.ts';
import { BackingSiteBlogDesign, BackingSiteBlogPreview } from '../blogs/TemplateBlogScreens.tsx';
import { adminBlogPaths } from './paths.ts';

/** SPEC §2 admin blog design editor (`/admin/blog/{blogId}/design`); leaving it goes to the list. */
export function AdminBlogDesignScreen() {
  const blog = useAdminBlog();
  return (
    <BackingSiteBlogDesign
      backing={{ landingId: blog.data?.landing_id, error: blog.error, invalid: null }}
      exitTo={adminBlogPaths.list}
      back={{ label: 'Back to the blog', to: adminBlogPaths.list }}
    />
  );
}

/** SPEC §2 `/admin-blog/{id}`: the admin blog post's draft, signed, on the backing site's host. */
export function AdminBlogPreviewScreen() {
  const { id = '' } = useParams();
  return (
    <BackingSiteBlogPreview
      postParam={id}
      linkKey={id}
      notFound="This blog post does not exist, or only administrators may preview it."
      landingOf={async (signal) => (await fetchAdminBlog(signal)).landing_id}
    />
  );
}
