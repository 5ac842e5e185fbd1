import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useImportSharedPost, useSharedPost } from '../../api/shared-records.ts';
import { IconPencil } from '../../ui/icons.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { sitePaths } from '../websites/paths.ts';
import { useMayOpen } from '../websites/useAllowedPath.ts';
import {
  ImportOffer,
  SharedRecordMissing,
  SharedRecordSkeleton,
  useSharedRecordGate,
} from './SharedRecordFrame.tsx';

/**
 * SPEC §2 `/agency/blog/{uniqueId}`: a blog post shared by its unique id, a published post of the
 * admin blog or a post of the caller's agency. The caller who may edit it opens it from here;
 * anyone who sees it may import a copy into one of their websites' blogs.
 */
export function SharedPostScreen() {
  const { uniqueId = '' } = useParams();
  const gate = useSharedRecordGate('blog post');
  const post = useSharedPost(uniqueId, gate === null);
  if (gate) return gate;
  return <SharedPost uniqueId={uniqueId} post={post} />;
}

function SharedPost({ uniqueId, post }: { uniqueId: string; post: ReturnType<typeof useSharedPost> }) {
  const navigate = useNavigate();
  const mayOpen = useMayOpen();
  const importPost = useImportSharedPost();
  if (post.error) return <SharedRecordMissing noun="blog post" error={post.error} />;
  if (!post.data) return <SharedRecordSkeleton />;
  const shared = post.data;
  const designer = shared.landing_id !== null ? sitePaths.blogDesign(shared.landing_id, shared.id) : null;
  const details = shared.landing_id !== null ? sitePaths.blogEdit(shared.landing_id, shared.id) : null;
  const mayEdit = shared.may_edit && designer !== null && mayOpen(designer);

  return (
    <Stack gap="lg">
      <ScreenHeader
        title={`“${shared.title}”`}
        description={
          shared.source === 'admin'
            ? 'A post of the platform blog, ready to copy into your websites.'
            : `A blog post of ${shared.site_title}, shared with you by its unique id.`
        }
        actions={
          <Badge color={shared.published ? 'teal' : 'gray'} variant="light" size="lg">
            {shared.published ? 'Published' : 'Draft'}
          </Badge>
        }
      />
      {shared.cover_image_url || shared.description ? (
        <Group align="flex-start" gap="md" wrap="nowrap">
          {shared.cover_image_url ? (
            <Image src={shared.cover_image_url} alt="" w={160} h={107} radius="md" fit="cover" />
          ) : null}
          {shared.description ? (
            <Text size="sm" c="dimmed" maw={560}>
              {shared.description}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {shared.source === 'agency' ? (
        <Panel
          title="Open the post"
          description={
            mayEdit
              ? `It is on ${shared.site_title}, where you may edit its blog.`
              : `You can see this post, but not edit the blog of ${shared.site_title}. Import a copy into a website where you can.`
          }
        >
          {mayEdit && designer && details ? (
            <Group gap="sm" wrap="wrap">
              <Button leftSection={<IconPencil size={16} />} onClick={() => navigate(designer)}>
                Open in the designer
              </Button>
              <Button variant="default" onClick={() => navigate(details)}>
                Title, address and details
              </Button>
            </Group>
          ) : null}
        </Panel>
      ) : null}
      <ImportOffer
        noun="blog post"
        permission="manage_blog"
        pending={importPost.isPending}
        error={importPost.error}
        importInto={(landingId) =>
          importPost.mutate(
            { landingId, uniqueId },
            {
              onSuccess: (copy) => {
                const edit = sitePaths.blogEdit(copy.landing_id, copy.id);
                navigate(mayOpen(edit) ? edit : sitePaths.blog(copy.landing_id));
              },
            },
          )
        }
      />
    </Stack>
  );
}
