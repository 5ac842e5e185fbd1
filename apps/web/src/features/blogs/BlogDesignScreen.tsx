import type { LandingPermission } from '@tessera/api-contract';
import { Editor } from '@tessera/editor';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fetchBlogPost, siteBlogKey } from '../../api/blogs.ts';
import { describeError } from '../../api/errors.ts';
import { useLanding } from '../../api/landings.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
import { useAuth } from '../../state/authStore.ts';
import {
  DesignFailure,
  DesignOpening,
  designRefusal,
  useFreshDesign,
  useSiteEditorServices,
} from '../editor/design-screen.tsx';
import { sitePaths } from '../websites/paths.ts';
import { blogDocumentSource } from './blog-source.ts';

function Failure({ message, onBack }: { message: string; onBack: () => void }) {
  return <DesignFailure message={message} backLabel="Back to the blog" onBack={onBack} />;
}

/**
 * SPEC §2 blog design editors: `websites/{id}/blog/{blogId}/design` and `sandbox_design` (and a
 * template's, with `site` given). The shared full-screen editor on the post's draft, with the
 * site's editor services (files, uploads, blocks, the shared state with the blog's link targets);
 * leaving it goes back to the blog's posts.
 */
export function BlogDesignScreen({ site: given }: { site?: { landingId: number; exitTo: string } }) {
  const params = useParams();
  const landingId = given?.landingId ?? Number(params.id);
  const postId = Number(params.blogId);
  const navigate = useNavigate();
  const exitTo = given?.exitTo ?? sitePaths.blog(landingId);
  const exit = () => navigate(exitTo);
  if (!Number.isInteger(landingId) || landingId <= 0)
    return <Failure message="This address is not a website." onBack={exit} />;
  if (!Number.isInteger(postId) || postId <= 0)
    return <Failure message="This address is not a blog post." onBack={exit} />;
  return <SitePostEditor landingId={landingId} postId={postId} exit={exit} />;
}

/** The post's site first: what the caller may do there decides whether and how the designer opens. */
function SitePostEditor({
  landingId,
  postId,
  exit,
}: {
  landingId: number;
  postId: number;
  exit: () => void;
}) {
  const site = useLanding(landingId);
  if (site.isError) return <Failure message={describeError(site.error)} onBack={exit} />;
  if (!site.data) return <DesignOpening />;
  const refusal = designRefusal(site.data.permissions, 'manage_blog');
  if (refusal) return <Failure message={refusal} onBack={exit} />;
  return (
    <PostEditor
      key={postId}
      landingId={landingId}
      postId={postId}
      permissions={site.data.permissions}
      exit={exit}
    />
  );
}

function PostEditor({
  landingId,
  postId,
  permissions,
  exit,
}: {
  landingId: number;
  postId: number;
  permissions: readonly LandingPermission[];
  exit: () => void;
}) {
  const epoch = useAuth((s) => s.epoch);
  const config = useAppConfig();
  const profile = useSignedInProfile();
  const post = useFreshDesign(siteBlogKey(epoch, landingId, 'post', postId, 'design'), (signal) =>
    fetchBlogPost(landingId, postId, signal),
  );
  const detail = post.data;
  // One source and one set of services per post: the editor reloads only when they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the post, not on refetches.
  const source = useMemo(() => (detail ? blogDocumentSource(detail, detail) : null), [detail?.id]);
  const services = useSiteEditorServices({ landingId, permissions, config, profile, exit });

  if (post.isError) return <Failure message={describeError(post.error)} onBack={exit} />;
  if (!source || !detail) return <DesignOpening />;
  return <Editor source={source} services={services} />;
}
