import {
  Alert,
  Button,
  Divider,
  Group,
  Image,
  Modal,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { blogPostUniqueId, type PublishedAdminPost } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useImportBlogPost, usePublishedAdminPosts } from '../../api/admin-blog.ts';
import { describeError, uniqueIdFailure } from '../../api/errors.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { formatDate } from '../../ui/format.ts';
import { IconInbox, IconSearch } from '../../ui/icons.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../ui/list/SearchField.tsx';
import { useSite } from '../websites/siteContext.ts';

const PER_PAGE = 5;

function LibraryPost({
  post,
  importing,
  disabled,
  onImport,
}: {
  post: PublishedAdminPost;
  importing: boolean;
  disabled: boolean;
  onImport: () => void;
}) {
  return (
    <Paper withBorder p="sm" data-testid="library-post">
      <Group wrap="nowrap" align="flex-start" gap="md">
        {post.cover_image_url ? (
          <Image src={post.cover_image_url} alt="" w={96} h={64} radius="sm" fit="cover" />
        ) : (
          <Paper w={96} h={64} radius="sm" bg="gray.1" aria-hidden />
        )}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {post.title}
          </Text>
          {post.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {post.description}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {[post.author_name, formatDate(post.published_at)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="light"
          loading={importing}
          disabled={disabled}
          onClick={onImport}
          aria-label={`Import ${post.title}`}
        >
          Import
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * SPEC §7 "import admin-blog … by unique-id", on a site's blog: the published posts of the admin
 * blog (search, pages) to import one with a click, or any post's unique id (an admin post, or a
 * post of another site of the agency). The copy lands in the site's list as a draft.
 */
export function ImportBlogPostModal({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [uniqueId, setUniqueId] = useState('');
  const [uniqueIdError, setUniqueIdError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const library = usePublishedAdminPosts({ search: debounced, page, per_page: PER_PAGE });
  const importPost = useImportBlogPost(site.id);
  const total = library.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  const run = (id: string, source: 'list' | 'field') => {
    setPending(source === 'list' ? id : null);
    setListError(null);
    setUniqueIdError(null);
    importPost.mutate(
      { unique_id: id },
      {
        onSuccess: (post) => {
          notifications.show({
            color: 'teal',
            message: `“${post.title}” is imported as a draft.`,
            autoClose: TOAST_DURATION_MS,
            withCloseButton: true,
          });
          onClose();
        },
        onError: (error) => (source === 'list' ? setListError : setUniqueIdError)(uniqueIdFailure(error)),
        onSettled: () => setPending(null),
      },
    );
  };

  const submitUniqueId = (event: FormEvent) => {
    event.preventDefault();
    const parsed = blogPostUniqueId.safeParse(uniqueId);
    if (!parsed.success) {
      setUniqueIdError(parsed.error.issues[0]?.message ?? 'Enter the unique id of a post.');
      return;
    }
    run(parsed.data, 'field');
  };

  const searching = debounced !== '';
  return (
    <Modal opened onClose={onClose} title="Import a post from the library" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The post is copied into {site.title} as a draft, with its pictures. Change and publish it like any
          post.
        </Text>
        <TextInput
          aria-label="Search the library"
          placeholder="Search the library"
          type="search"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        {listError ? (
          <Alert color="red" variant="light">
            {listError}
          </Alert>
        ) : null}
        {library.error ? (
          <Alert color="red" variant="light" title="The library could not be loaded">
            {describeError(library.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void library.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : library.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading the library">
            <Skeleton h={82} />
            <Skeleton h={82} />
          </Stack>
        ) : total === 0 ? (
          <Stack align="center" gap={4} py="lg" data-testid="library-empty">
            <IconInbox size={28} color="var(--mantine-color-gray-5)" />
            <Text fw={600} size="sm">
              {searching ? 'No posts match your search' : 'The library has no posts yet'}
            </Text>
            <Text size="xs" c="dimmed">
              {searching
                ? 'Try other words.'
                : 'Posts the platform publishes appear here. You can still import by unique id below.'}
            </Text>
          </Stack>
        ) : (
          <Stack gap="xs" aria-label="Library posts" style={{ opacity: library.isPlaceholderData ? 0.6 : 1 }}>
            {(library.data?.data ?? []).map((post) => (
              <LibraryPost
                key={post.unique_id}
                post={post}
                importing={pending === post.unique_id}
                disabled={importPost.isPending && pending !== post.unique_id}
                onImport={() => run(post.unique_id, 'list')}
              />
            ))}
            {pages > 1 ? (
              <Group justify="center">
                <Pagination
                  size="sm"
                  total={pages}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              </Group>
            ) : null}
          </Stack>
        )}
        <Divider label="or" labelPosition="center" />
        <form onSubmit={submitUniqueId} noValidate>
          <Stack gap={4}>
            <Text component="label" htmlFor="import-unique-id" size="sm" fw={500}>
              Unique id
            </Text>
            <Text size="xs" c="dimmed">
              The unique id of a library post, or of a post on another of your websites.
            </Text>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                id="import-unique-id"
                style={{ flex: 1 }}
                value={uniqueId}
                error={uniqueIdError}
                maxLength={100}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => {
                  setUniqueId(event.currentTarget.value);
                  setUniqueIdError(null);
                }}
              />
              <Button type="submit" loading={importPost.isPending && pending === null}>
                Import
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
