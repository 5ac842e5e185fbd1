import { Menu, Text } from '@mantine/core';
import type { PreviewKind } from '@tessera/api-contract';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DesignedRecordActions } from '../../api/designed-records.ts';
import { ConfirmModal } from '../ConfirmModal.tsx';
import { IconCopy, IconPencil, IconTrash, IconWorld } from '../icons.tsx';
import { PreviewMenuItems } from '../share/PreviewMenuItems.tsx';
import { useShareDialog } from '../share/useShareDialog.tsx';
import { RowMenu } from './RowActions.tsx';

interface DesignedRecordMenuProps {
  record: { id: number; published: boolean };
  /** How the record is named in the menu's label and the delete question. */
  name: string;
  paths: { design: (id: number) => string; edit: (id: number) => string; preview: (id: number) => string };
  /** The details item's wording: what the form beside the design edits. */
  detailsLabel: string;
  actions: DesignedRecordActions;
  deleteLabel: string;
  /** What deleting takes with it, in the confirmation. */
  deleteText: ReactNode;
  /** The kind of preview its share links show (`course`, `order-page`). */
  previewKind: PreviewKind;
}

/**
 * The row menu of an admin record designed in the editor (courses, order pages): design, details,
 * draft preview and its share links, publish or unpublish, clone, and delete after a confirmation.
 */
export function DesignedRecordMenu({
  record,
  name,
  paths,
  detailsLabel,
  actions,
  deleteLabel,
  deleteText,
  previewKind,
}: DesignedRecordMenuProps) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const share = useShareDialog({
    subject: { kind: previewKind, id: record.id },
    previewPath: paths.preview(record.id),
    name,
  });
  return (
    <>
      <RowMenu label={`Actions for ${name}`}>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => navigate(paths.design(record.id))}>
          Design
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => navigate(paths.edit(record.id))}>
          {detailsLabel}
        </Menu.Item>
        <PreviewMenuItems href={paths.preview(record.id)} onShare={share.open} />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconWorld size={16} />}
          onClick={() => actions.publish.mutate({ id: record.id, published: true })}
        >
          {record.published ? 'Publish changes' : 'Publish'}
        </Menu.Item>
        {record.published ? (
          <Menu.Item onClick={() => actions.publish.mutate({ id: record.id, published: false })}>
            Unpublish
          </Menu.Item>
        ) : null}
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.clone.mutate(record.id)}>
          Clone
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
          Delete
        </Menu.Item>
      </RowMenu>
      {share.dialog}
      <ConfirmModal
        opened={deleting}
        title={`Delete “${name}”?`}
        confirmLabel={deleteLabel}
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(record.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm">{deleteText}</Text>
      </ConfirmModal>
    </>
  );
}
