import { Menu, Text } from '@mantine/core';
import { ADMIN_BLOCK_MESSAGES, type AdminBlockSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminBlockActions } from '../../api/admin-blocks.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconCopy, IconPencil, IconShare, IconTrash, IconWorld } from '../../ui/icons.tsx';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { PreviewMenuItems } from '../../ui/share/PreviewMenuItems.tsx';
import { useShareDialog } from '../../ui/share/useShareDialog.tsx';
import { DistributeBlockModal } from './DistributeBlockModal.tsx';
import { adminBlockPaths } from './paths.ts';

/**
 * The actions of one row of the admin block list: design, rename, preview (admins see the draft),
 * publish or unpublish, distribute to agencies (published blocks only), clone, and delete after a
 * confirmation naming the block.
 */
export function AdminBlockActions({ block }: { block: AdminBlockSummary }) {
  const navigate = useNavigate();
  const actions = useAdminBlockActions();
  const [deleting, setDeleting] = useState(false);
  const [distributing, setDistributing] = useState(false);
  const draftDiffers = !block.published || block.has_unpublished_changes;
  const share = useShareDialog({
    subject: { kind: 'block', id: block.id },
    previewPath: adminBlockPaths.preview(block.id),
    name: block.name,
  });

  return (
    <>
      <RowMenu label={`Actions for ${block.name}`}>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => navigate(adminBlockPaths.design(block.id))}
        >
          Design
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => navigate(adminBlockPaths.edit(block.id))}
        >
          Rename
        </Menu.Item>
        <PreviewMenuItems
          href={adminBlockPaths.preview(block.id)}
          label={draftDiffers ? 'Preview draft' : 'Preview'}
          onShare={share.open}
        />
        <Menu.Divider />
        {!block.published || block.has_unpublished_changes ? (
          <Menu.Item
            leftSection={<IconWorld size={16} />}
            onClick={() => actions.publish.mutate({ id: block.id, published: true })}
          >
            {block.published ? 'Publish changes' : 'Publish'}
          </Menu.Item>
        ) : null}
        {block.published ? (
          <Menu.Item onClick={() => actions.publish.mutate({ id: block.id, published: false })}>
            Unpublish
          </Menu.Item>
        ) : null}
        <GatedMenuItem
          leftSection={<IconShare size={16} />}
          gate={{ allowed: block.published, message: ADMIN_BLOCK_MESSAGES.notPublished }}
          onClick={() => setDistributing(true)}
        >
          Distribute to agencies
        </GatedMenuItem>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.clone.mutate(block.id)}>
          Clone
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
          Delete
        </Menu.Item>
      </RowMenu>
      {share.dialog}
      {distributing ? <DistributeBlockModal block={block} onClose={() => setDistributing(false)} /> : null}
      <ConfirmModal
        opened={deleting}
        title={`Delete “${block.name}”?`}
        confirmLabel="Delete block"
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(block.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm">
          The block and its design are removed
          {block.published ? ', and agencies no longer find it in their block library' : ''}. Copies already
          distributed to agencies, and pages it was inserted into, keep their own. This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
