import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { PreviewShareRefusal } from '@tessera/api-contract';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { openPreviewShare, shareTokenOf } from '../../api/preview-shares.ts';
import { loginPathFor } from '../../app/access.ts';
import { useProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PreviewNotice } from './PreviewNotice.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; status: number | null }
  | { kind: 'refused'; refusal: PreviewShareRefusal };

/** What a share link that shows nothing says, by why. */
function refusalText(refusal: PreviewShareRefusal): { title: string; text: string } {
  switch (refusal.reason) {
    case 'expired':
      return {
        title: 'This preview link has expired',
        text: `It stopped working${
          refusal.expired_at ? ` on ${formatDateTime(refusal.expired_at)}` : ''
        }. Ask the person who shared it for a new link.`,
      };
    case 'revoked':
      return {
        title: 'This preview link was turned off',
        text: 'The person who shared it revoked it. Ask them for a new link if you still need to see it.',
      };
    case 'gone':
      return {
        title: 'This preview is no longer available',
        text: 'What the link showed has been deleted.',
      };
    default:
      return {
        title: 'This preview link is not valid',
        text: 'Check that the whole link was copied, or ask the person who shared it to send it again.',
      };
  }
}

/**
 * The public preview routes (`/pages/{id}/preview`, `/page-templates/{id}/preview`, …). Drafts may
 * hold tenant code, so they are never shown on the app origin: this screen gets a signed preview
 * link and moves to the sites origin. A share link (`#share={token}`) opens for anyone holding
 * it; without one, a guest is asked to sign in and a signed-in caller gets a link if it may see
 * the record.
 */
export function SignedPreview({
  what,
  fetchLink,
  notFound,
  notFoundForAdmin,
  linkKey,
}: {
  /** "page", "page template": what the sign-in prompt names. */
  what: string;
  /** Asks the API for the signed link (`POST …/preview-link`). */
  fetchLink: (signal: AbortSignal) => Promise<{ url: string }>;
  /** Shown when the record does not exist or the caller may not see it (404, 422). */
  notFound: string;
  /** Shown instead to an admin, when admins see such records only in some places. */
  notFoundForAdmin?: string;
  /** Changes when another record is asked for. */
  linkKey: string;
}) {
  const location = useLocation();
  const token = useAuth((s) => s.token);
  const profile = useProfile();
  const shareToken = shareTokenOf(location.hash);
  const [state, setState] = useState<State>({ kind: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the record, the share and the session, not on the callback.
  useEffect(() => {
    if (!shareToken && !token) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    const fail = (error: unknown) => {
      if (controller.signal.aborted) return;
      const status = isApiError(error) ? error.status : null;
      const message =
        status === 404 || status === 422
          ? notFound
          : isApiError(error)
            ? error.message
            : 'The preview could not be opened.';
      setState({ kind: 'failed', message, status });
    };
    if (shareToken) {
      openPreviewShare(shareToken, controller.signal).then((opened) => {
        if (controller.signal.aborted) return;
        if (opened.ok) window.location.replace(opened.url);
        else setState({ kind: 'refused', refusal: opened.refusal });
      }, fail);
    } else {
      fetchLink(controller.signal).then(({ url }) => window.location.replace(url), fail);
    }
    return () => controller.abort();
  }, [linkKey, token, shareToken]);

  const home = (
    <Button component={Link} to="/" variant={token ? 'filled' : 'default'}>
      {token ? 'Go to your dashboard' : 'Go to the home page'}
    </Button>
  );

  if (state.kind === 'refused') {
    const { title, text } = refusalText(state.refusal);
    return (
      <PreviewNotice title={title} tone="warning" actions={home}>
        {text}
      </PreviewNotice>
    );
  }
  if (!shareToken && !token) {
    return (
      <PreviewNotice
        title={`Sign in to preview this ${what}`}
        actions={
          <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
            Sign in
          </Button>
        }
      >
        Previews show work that is not published yet. Sign in with an account that may see it, or ask whoever
        shared it with you for a share link: it opens without signing in.
      </PreviewNotice>
    );
  }
  if (state.kind === 'failed') {
    const forAdmin = notFoundForAdmin && profile?.role === 'Admin' && state.status === 404;
    return (
      <PreviewNotice title="Preview not available" tone="warning" actions={<Group>{home}</Group>}>
        {forAdmin ? notFoundForAdmin : state.message}
      </PreviewNotice>
    );
  }
  return (
    <Stack align="center" gap="sm" py={64} role="status">
      <Loader />
      <Text c="dimmed">Opening the preview…</Text>
    </Stack>
  );
}
