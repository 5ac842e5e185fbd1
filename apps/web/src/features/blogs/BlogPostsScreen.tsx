import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type BlogListQuery, type BlogPostSummary, blogListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBlogPosts } from '../../api/blogs.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconExternal, IconPlus, IconSettings, IconSparkles, IconUpload } from '../../ui/icons.tsx';
import { lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { PublishedFilterControl, usePublishedFilter } from '../../ui/list/PublishedFilter.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useHasAiKey } from '../../ui/useAiKey.ts';
import { ImportBlogPostModal } from '../admin-blog/ImportBlogPostModal.tsx';
import { sitePaths } from '../websites/paths.ts';
import { useSite, useSiteAddresses } from '../websites/siteContext.ts';
import { useMayOpen } from '../websites/useAllowedPath.ts';
import { BlogPostActions } from './BlogPostActions.tsx';
import { BlogSettingsModal } from './BlogSettingsModal.tsx';

type SortField = BlogListQuery['sort'];
const LIST = listSetup(blogListQuery);
/** SPEC §2 blog list of a site: search, sort, status filter, pagination, each post's actions, settings. */
export function BlogPostsScreen() {
  const site = useSite();
  const paths = useSiteAddresses();
  const state = useListState(LIST);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const filter = usePublishedFilter();
  const list = useBlogPosts(site.id, { ...state.query, ...filter.query });
  const mayManage = site.permissions.includes('manage_blog');
  const mayOpen = useMayOpen();
  const hasAiKey = useHasAiKey();

  const columns: Column<BlogPostSummary, SortField>[] = [
    {
      id: 'title',
      header: 'Post',
      sortField: 'title',
      render: (post) => (
        <Stack gap={2}>
          {mayManage && mayOpen(paths.blogEdit(site.id, post.id)) ? (
            <Anchor component={Link} to={paths.blogEdit(site.id, post.id)} size="sm" fw={600}>
              {post.title}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {post.title}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            /blog/{post.slug}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'author',
      header: 'Author',
      render: (post) =>
        post.author_name ? (
          <Text size="sm">{post.author_name}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      sortField: 'published_at',
      render: (post) =>
        post.published ? (
          <Stack gap={2}>
            <Badge color="teal" variant="light" size="sm">
              Published
            </Badge>
            {post.published_at ? (
              <Text size="xs" c="dimmed">
                {formatDateTime(post.published_at)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Badge color="gray" variant="light" size="sm">
            Draft
          </Badge>
        ),
    },
    lastEditedColumn(),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (post) => <BlogPostActions post={post} />,
    },
  ];

  const hasPublished = (list.data?.data ?? []).some((post) => post.published);

  return (
    <>
      <ListPanel
        state={state}
        list={list}
        caption={`Blog posts of ${site.title}`}
        columns={columns}
        empty={{
          title: 'No blog posts yet',
          description: 'Write a post: it is served at /blog on the website once it is published.',
        }}
        filtered={state.params.search !== '' || filter.status !== 'all'}
        searchLabel="Search posts"
        filters={<PublishedFilterControl filter={filter} />}
        actions={
          <Group gap="sm">
            {/* A template's site is never live: its posts go live in the sites made from it. */}
            {hasPublished && !site.is_template ? (
              <Button
                variant="default"
                component="a"
                href={`${site.url}/blog`}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<IconExternal size={16} />}
              >
                View blog
              </Button>
            ) : null}
            <PermissionGate allowed={mayManage} permission="manage_blog">
              <Button
                variant="default"
                leftSection={<IconSettings size={16} />}
                onClick={() => setSettingsOpen(true)}
              >
                Blog settings
              </Button>
            </PermissionGate>
            {/* The library is for agencies' websites; admins write the admin blog and templates. */}
            {!site.is_template ? (
              <PermissionGate allowed={mayManage} permission="manage_blog">
                <Button
                  variant="default"
                  leftSection={<IconUpload size={16} />}
                  onClick={() => setImportOpen(true)}
                >
                  Import from library
                </Button>
              </PermissionGate>
            ) : null}
            {/* The agency's key pays for it; a template's site belongs to no agency that holds one. */}
            {hasAiKey && !site.is_template ? (
              <PermissionGate allowed={mayManage} permission="manage_blog">
                <Button
                  variant="default"
                  component={Link}
                  to={sitePaths.blogCreateByAi(site.id)}
                  leftSection={<IconSparkles size={16} />}
                >
                  Write with AI
                </Button>
              </PermissionGate>
            ) : null}
            <PermissionGate allowed={mayManage} permission="manage_blog">
              <Button component={Link} to={paths.blogCreate(site.id)} leftSection={<IconPlus size={16} />}>
                New post
              </Button>
            </PermissionGate>
          </Group>
        }
      />
      {settingsOpen ? <BlogSettingsModal onClose={() => setSettingsOpen(false)} /> : null}
      {importOpen ? <ImportBlogPostModal onClose={() => setImportOpen(false)} /> : null}
    </>
  );
}
