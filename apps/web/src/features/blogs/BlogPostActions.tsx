import { Menu, Text } from '@mantine/core';
import type { BlogPostSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBlogPostActions } from '../../api/blogs.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { copyTeamLink, copyUniqueId } from '../../ui/copyUniqueId.ts';
import { IconCopy, IconExternal, IconLink, IconPencil, IconTrash, IconWorld } from '../../ui/icons.tsx';
import { type ActionGate, GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useShareDialog } from '../../ui/share/useShareDialog.tsx';
import { useSite, useSiteAddresses } from '../websites/siteContext.ts';
import { useMayOpen } from '../websites/useAllowedPath.ts';

/** A post's row actions: details, design, preview, live view, publish, clone, delete (confirmed). */
export function BlogPostActions({ post }: { post: BlogPostSummary }) {
  const site = useSite();
  const paths = useSiteAddresses();
  const navigate = useNavigate();
  const actions = useBlogPostActions(site.id);
  const [deleting, setDeleting] = useState(false);
  // SPEC §6: what the caller may not do stays in the menu, disabled, saying which permission it needs.
  const gate = (permission: 'manage_blog' | 'publish'): ActionGate => ({
    allowed: site.permissions.includes(permission),
    permission,
  });
  const mayOpen = useMayOpen();
  const designPath = paths.blogDesign(site.id, post.id);
  const editPath = paths.blogEdit(site.id, post.id);
  const previewPath = paths.blogPreview?.(site.id, post.id) ?? null;
  const share = useShareDialog({
    subject: { kind: 'blog-post', id: post.id },
    previewPath: previewPath ?? '',
    name: post.title,
  });

  const preview = () => {
    // The tab opens at once (popup blockers allow that during the click) and follows the link.
    const tab = window.open('about:blank', '_blank');
    actions.previewLink.mutate(post.id, {
      onSuccess: ({ url }) => {
        if (tab) tab.location.href = url;
        else window.location.href = url;
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <>
      <RowMenu label={`Actions for ${post.title}`}>
        {mayOpen(designPath) ? (
          <GatedMenuItem
            gate={gate('manage_blog')}
            leftSection={<IconPencil size={16} />}
            onClick={() => navigate(designPath)}
          >
            Design
          </GatedMenuItem>
        ) : null}
        {mayOpen(editPath) ? (
          <GatedMenuItem
            gate={gate('manage_blog')}
            leftSection={<IconPencil size={16} />}
            onClick={() => navigate(editPath)}
          >
            Title, address and details
          </GatedMenuItem>
        ) : null}
        <Menu.Item leftSection={<IconExternal size={16} />} onClick={preview}>
          Preview draft
        </Menu.Item>
        {previewPath ? (
          <Menu.Item leftSection={<IconLink size={16} />} onClick={share.open}>
            Share preview…
          </Menu.Item>
        ) : null}
        {post.published && !site.is_template ? (
          <Menu.Item
            leftSection={<IconWorld size={16} />}
            component="a"
            href={post.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            View live post
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          onClick={() => copyUniqueId(post.title, post.unique_id)}
        >
          Copy unique id
        </Menu.Item>
        {/* Teammates open the post (or an offer to import it) by this link. */}
        {site.is_template ? null : (
          <Menu.Item
            leftSection={<IconLink size={16} />}
            onClick={() => copyTeamLink(post.title, `/agency/blog/${encodeURIComponent(post.unique_id)}`)}
          >
            Copy link for your team
          </Menu.Item>
        )}
        <Menu.Divider />
        <GatedMenuItem gate={gate('publish')} onClick={() => actions.publish.mutate(post.id)}>
          {post.published ? 'Publish changes' : 'Publish'}
        </GatedMenuItem>
        {post.published ? (
          <GatedMenuItem gate={gate('publish')} onClick={() => actions.unpublish.mutate(post.id)}>
            Unpublish
          </GatedMenuItem>
        ) : null}
        <GatedMenuItem
          gate={gate('manage_blog')}
          leftSection={<IconCopy size={16} />}
          onClick={() => actions.clone.mutate({ postId: post.id, body: {} })}
        >
          Clone
        </GatedMenuItem>
        <Menu.Divider />
        <GatedMenuItem
          gate={gate('manage_blog')}
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
        >
          Delete
        </GatedMenuItem>
      </RowMenu>
      {previewPath ? share.dialog : null}
      <ConfirmModal
        opened={deleting}
        title={`Delete “${post.title}”?`}
        confirmLabel="Delete post"
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(post.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm">
          The post and its draft are removed
          {post.published
            ? ', it goes offline at once and leaves the blog, its feed and every post list'
            : ''}
          . This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
