import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { templateEndpoints } from '@tessera/api-contract';
import { useNavigate, useParams } from 'react-router';
import { blogPreviewLink } from '../../api/blogs.ts';
import { call } from '../../api/call.ts';
import { describeError } from '../../api/errors.ts';
import { useTemplate } from '../../api/templates.ts';
import { SignedPreview } from '../pages/SignedPreview.tsx';
import { templatePaths } from '../templates/paths.ts';
import { BlogDesignScreen } from './BlogDesignScreen.tsx';

/**
 * The blog editor and preview of a blog kept on a hidden backing site of the platform: an admin
 * template's (below) and the admin platform blog's (features/admin-blog). The backing site is
 * looked up first; then the site blog editor and preview link work on it unchanged.
 */

/** What the screen knows about the backing site: its id once loaded, or why it cannot be used. */
export interface BackingSite {
  landingId: number | undefined;
  /** The lookup failed (shown with `describeError`). */
  error: unknown;
  /** The address itself names nothing (checked before any lookup); null when it is fine. */
  invalid: string | null;
}

/** The full-screen blog editor on a backing site's post; leaving it goes to `exitTo`. */
export function BackingSiteBlogDesign({
  backing,
  exitTo,
  back,
}: {
  backing: BackingSite;
  exitTo: string;
  back: { label: string; to: string };
}) {
  const navigate = useNavigate();
  if (backing.invalid !== null || backing.error) {
    return (
      <Center h="100%">
        <Stack align="center" maw={440}>
          <Alert color="red" title="This design cannot be opened">
            {backing.invalid ?? describeError(backing.error)}
          </Alert>
          <Button variant="default" onClick={() => navigate(back.to)}>
            {back.label}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (backing.landingId === undefined) {
    return (
      <Center h="100%">
        <Loader />
      </Center>
    );
  }
  return <BlogDesignScreen site={{ landingId: backing.landingId, exitTo }} />;
}

/**
 * A signed link to a backing site's post draft on that site's own host (only admins can ask for
 * one; anyone else finds nothing).
 */
export function BackingSiteBlogPreview({
  postParam,
  linkKey,
  notFound,
  landingOf,
}: {
  /** The post id as the address holds it. */
  postParam: string;
  linkKey: string;
  notFound: string;
  /** The backing site's id; rejects when the address names none. */
  landingOf: (signal: AbortSignal) => Promise<number>;
}) {
  const postId = Number(postParam);
  return (
    <SignedPreview
      what="blog post"
      linkKey={linkKey}
      notFound={notFound}
      fetchLink={async (signal) => {
        if (!Number.isInteger(postId) || postId <= 0)
          throw new Error('This address is not a blog post preview.');
        return blogPreviewLink(await landingOf(signal), postId, signal);
      }}
    />
  );
}

/**
 * SPEC §2 full-screen blog editors of a template (`/admin/templates/{templateId}/blog/{blogId}/
 * design` and `sandbox_design`): the site blog editor on the template's backing site; leaving it
 * goes back to the template's blog.
 */
export function TemplateBlogDesignScreen() {
  const { templateId } = useParams();
  const id = Number(templateId);
  const valid = Number.isInteger(id) && id > 0;
  const template = useTemplate(id);
  return (
    <BackingSiteBlogDesign
      backing={{
        landingId: template.data?.landing_id,
        error: template.error,
        invalid: valid ? null : 'This address is not a template.',
      }}
      exitTo={templatePaths.blog(id)}
      back={{ label: 'Back to templates', to: templatePaths.list }}
    />
  );
}

/**
 * SPEC §2 `/templates/{templateId}/blog/{blogId}/preview`: a signed link to the post's draft on
 * the template site's own host (the admin who runs the template; anyone else finds nothing).
 */
export function TemplateBlogPreviewScreen() {
  const { templateId = '', blogId = '' } = useParams();
  const id = Number(templateId);
  return (
    <BackingSiteBlogPreview
      postParam={blogId}
      linkKey={`${templateId}/${blogId}`}
      notFound="This blog post does not exist, or it is not on a template you manage."
      landingOf={async (signal) => {
        if (!Number.isInteger(id) || id <= 0) throw new Error('This address is not a blog post preview.');
        const template = await call(templateEndpoints.get, { params: { id } }, { notify: false, signal });
        return template.data.landing_id;
      }}
    />
  );
}
