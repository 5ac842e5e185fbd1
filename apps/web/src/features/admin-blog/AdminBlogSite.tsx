import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminBlog } from '../../api/admin-blog.ts';
import { useLanding } from '../../api/landings.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { SiteAddressContext, SiteContext } from '../websites/siteContext.ts';
import { adminBlogAddresses } from './paths.ts';

/**
 * The admin platform blog's screens (SPEC §2 admin `blog`: list, create, `{blogId}/edit`): the
 * site blog screens of features/blogs on the blog's hidden backing site, which they find with
 * `useSite()`, at the addresses `useSiteAddresses()` gives them under `/admin/blog`.
 */
export function AdminBlogSite({ children }: { children: ReactNode }) {
  const blog = useAdminBlog();
  const site = useLanding(blog.data?.landing_id ?? 0);
  const header = (
    <ScreenHeader
      title="Blog"
      description="Posts of the platform blog. Agencies import published posts into their websites as drafts."
    />
  );
  const error = blog.error ?? site.error;
  if (error) {
    return (
      <>
        {header}
        <LoadError
          title="The blog could not be loaded"
          error={error}
          onRetry={() => void (blog.error ? blog.refetch() : site.refetch())}
        />
      </>
    );
  }
  if (!site.data) {
    return (
      <>
        {header}
        <Stack gap="sm" aria-busy="true" aria-label="Loading the blog">
          <Skeleton h={40} />
          <Skeleton h={240} />
        </Stack>
      </>
    );
  }
  return (
    <SiteContext.Provider value={site.data}>
      <SiteAddressContext.Provider value={adminBlogAddresses}>
        {header}
        {children}
      </SiteAddressContext.Provider>
    </SiteContext.Provider>
  );
}
