import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { previewLinkResponse } from '@tessera/api-contract';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { loginPathFor } from '../../app/access.ts';
import { useAuth } from '../../state/authStore.ts';

type State = { kind: 'loading' } | { kind: 'failed'; message: string };

/**
 * SPEC §2 `/pages/{id}/preview`. Drafts may hold tenant code, so they are never shown on the app
 * origin: this screen asks for a signed preview link and moves to the site's own origin.
 */
export function PagePreviewScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const token = useAuth((s) => s.token);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    apiRequest(`/pages/${encodeURIComponent(id)}/preview-link`, {
      method: 'POST',
      schema: previewLinkResponse,
      notify: false,
      signal: controller.signal,
    })
      .then(({ data }) => window.location.replace(data.url))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          isApiError(error) && (error.status === 404 || error.status === 422)
            ? 'This page does not exist, or it is not on one of your sites.'
            : isApiError(error)
              ? error.message
              : 'The preview could not be opened.';
        setState({ kind: 'failed', message });
      });
    return () => controller.abort();
  }, [id, token]);

  if (!token) {
    return (
      <Stack align="center" ta="center" gap="md" py={64}>
        <Title order={1} size="h2">
          Sign in to preview this page
        </Title>
        <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
          Sign in
        </Button>
      </Stack>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Stack align="center" ta="center" gap="md" py={64}>
        <Title order={1} size="h2">
          Preview not available
        </Title>
        <Text c="dimmed" maw={440}>
          {state.message}
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
      <Text c="dimmed">Opening the preview…</Text>
    </Stack>
  );
}
