import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { loginPathFor } from '../../app/access.ts';
import { useAuth } from '../../state/authStore.ts';

type State = { kind: 'loading' } | { kind: 'failed'; message: string };

/**
 * The public preview routes (`/pages/{id}/preview`, `/page-templates/{id}/preview`, …). Drafts may
 * hold tenant code, so they are never shown on the app origin: this screen asks for a signed
 * preview link and moves to the sites origin. Guests are asked to sign in first.
 */
export function SignedPreview({
  what,
  fetchLink,
  notFound,
  linkKey,
}: {
  /** "page", "page template": what the sign-in prompt names. */
  what: string;
  /** Asks the API for the signed link (`POST …/preview-link`). */
  fetchLink: (signal: AbortSignal) => Promise<{ url: string }>;
  /** Shown when the record does not exist or the caller may not see it (404, 422). */
  notFound: string;
  /** Changes when another record is asked for. */
  linkKey: string;
}) {
  const location = useLocation();
  const token = useAuth((s) => s.token);
  const [state, setState] = useState<State>({ kind: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the record and the session, not on the callback.
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchLink(controller.signal)
      .then(({ url }) => window.location.replace(url))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          isApiError(error) && (error.status === 404 || error.status === 422)
            ? notFound
            : isApiError(error)
              ? error.message
              : 'The preview could not be opened.';
        setState({ kind: 'failed', message });
      });
    return () => controller.abort();
  }, [linkKey, token]);

  if (!token) {
    return (
      <Stack align="center" ta="center" gap="md" py={64}>
        <Title order={1} size="h2">
          Sign in to preview this {what}
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
