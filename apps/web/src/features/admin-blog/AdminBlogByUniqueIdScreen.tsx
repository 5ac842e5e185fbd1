import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { fetchAdminPostByUniqueId } from '../../api/admin-blog.ts';
import { isApiError } from '../../api/errors.ts';
import { loginPathFor } from '../../app/access.ts';
import { useAuth } from '../../state/authStore.ts';
import { adminBlogPaths } from './paths.ts';

type Lookup = { kind: 'loading' } | { kind: 'found'; postId: number } | { kind: 'failed'; message: string };

/**
 * SPEC §2 `/admin/blog/{uniqueId}`: opens the admin blog post with that unique id in its form;
 * `create` leads to the creation screen. Only admins can look a post up: anyone else is told so.
 */
export function AdminBlogByUniqueIdScreen() {
  const { uniqueId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useAuth((s) => s.token);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });

  useEffect(() => {
    if (!token || uniqueId === 'create') return;
    const controller = new AbortController();
    setLookup({ kind: 'loading' });
    fetchAdminPostByUniqueId(uniqueId, controller.signal)
      .then((post) => setLookup({ kind: 'found', postId: post.id }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLookup({
          kind: 'failed',
          message:
            isApiError(error) && error.status === 404
              ? 'No post of the admin blog has this unique id.'
              : isApiError(error) && error.status === 403
                ? 'Only administrators open the posts of the admin blog.'
                : isApiError(error)
                  ? error.message
                  : 'The post could not be opened.',
        });
      });
    return () => controller.abort();
  }, [uniqueId, token]);

  useEffect(() => {
    if (lookup.kind === 'found') navigate(adminBlogPaths.edit(lookup.postId), { replace: true });
  }, [lookup, navigate]);

  if (uniqueId === 'create') return <Navigate to={adminBlogPaths.create} replace />;
  if (!token) {
    return (
      <Stack align="center" ta="center" gap="md" py={64}>
        <Title order={1} size="h2">
          Sign in to open this blog post
        </Title>
        <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
          Sign in
        </Button>
      </Stack>
    );
  }
  if (lookup.kind === 'failed') {
    return (
      <Stack align="center" ta="center" gap="md" py={64}>
        <Title order={1} size="h2">
          Blog post not found
        </Title>
        <Text c="dimmed" maw={440}>
          {lookup.message}
        </Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" py={64} role="status">
      <Loader />
      <Text c="dimmed">Opening the post…</Text>
    </Stack>
  );
}
