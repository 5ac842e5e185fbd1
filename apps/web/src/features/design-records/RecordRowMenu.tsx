import { Menu, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRecordActions } from '../../api/design-records.ts';
import type { ShareSubject } from '../../api/preview-shares.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconCopy, IconPencil, IconTrash, IconWorld } from '../../ui/icons.tsx';
import { RowMenu } from '../../ui/list/RowActions.tsx';
import { PreviewMenuItems } from '../../ui/share/PreviewMenuItems.tsx';
import { useShareDialog } from '../../ui/share/useShareDialog.tsx';
import type { RecordKind } from './kind.ts';

export interface RecordRowMenuProps {
  kind: RecordKind;
  /** The row's record, named by the kind's `titleField`. */
  record: {
    id: number;
    published: boolean;
    has_unpublished_changes?: boolean;
    name?: string;
    title?: string;
  };
  /** Where the kind's preview item says or does more (a site template previews its home page). */
  preview?: {
    label?: string;
    disabled?: boolean;
    /**
     * What its share links show, when not the record as its kind's preview: none while there is
     * nothing to share (a template without pages).
     */
    share?: ShareSubject | null;
  };
  /** The kind's own items, before Clone (admin blocks: distribute). */
  extra?: ReactNode;
  /** What deleting takes with it, in the confirmation. */
  deleteText: ReactNode;
}

/**
 * A kind's row menu as a component of the row's record alone: `menu` is what the kind's menu says
 * of a record (what deleting takes with it; where it previews).
 */
export function recordRowMenu<T extends RecordRowMenuProps['record']>(
  kind: RecordKind,
  menu: (record: T) => Omit<RecordRowMenuProps, 'kind' | 'record'>,
) {
  return function KindRowMenu({ record }: { record: T }) {
    return <RecordRowMenu kind={kind} record={record} {...menu(record)} />;
  };
}

/**
 * The row menu of an admin list of design records: where the record is worked on, its preview and
 * share links, publishing, the kind's own items, Clone, and Delete after a confirmation.
 */
export function RecordRowMenu({ kind, record, preview = {}, extra, deleteText }: RecordRowMenuProps) {
  const navigate = useNavigate();
  const actions = useRecordActions(kind.area);
  const [deleting, setDeleting] = useState(false);
  const { paths, publishing } = kind;
  const name = record[kind.titleField] ?? '';
  const previewPath = paths.preview(record.id);
  const subject =
    preview.share !== undefined
      ? preview.share
      : kind.shareKind
        ? { kind: kind.shareKind, id: record.id }
        : null;
  const share = useShareDialog({ subject: subject ?? { kind: 'page', id: 0 }, previewPath, name });
  const open = [
    { ...(kind.open ?? { label: 'Design', icon: <IconPencil size={16} /> }), to: paths.design(record.id) },
    { label: kind.details.label, icon: <IconPencil size={16} />, to: paths.edit(record.id) },
  ];
  const publish = (published: boolean) => actions.publish.mutate({ id: record.id, published });
  const draftDiffers = !record.published || record.has_unpublished_changes === true;
  const offersPublish = publishing === 'toggle' ? !record.published : publishing === 'draft' || draftDiffers;

  return (
    <>
      {subject ? share.dialog : null}
      <RowMenu label={`Actions for ${name}`}>
        {open.map((item) => (
          <Menu.Item key={item.to} leftSection={item.icon} onClick={() => navigate(item.to)}>
            {item.label}
          </Menu.Item>
        ))}
        <PreviewMenuItems
          href={previewPath}
          onShare={share.open}
          {...(preview.label ? { label: preview.label } : {})}
          disabled={preview.disabled ?? false}
          shareDisabled={subject === null}
        />
        <Menu.Divider />
        {offersPublish ? (
          <Menu.Item leftSection={<IconWorld size={16} />} onClick={() => publish(true)}>
            {record.published ? 'Publish changes' : 'Publish'}
          </Menu.Item>
        ) : null}
        {record.published ? <Menu.Item onClick={() => publish(false)}>Unpublish</Menu.Item> : null}
        {extra}
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.clone.mutate(record.id)}>
          Clone
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
          Delete
        </Menu.Item>
      </RowMenu>
      <ConfirmModal
        opened={deleting}
        title={`Delete “${name}”?`}
        confirmLabel={`Delete ${kind.noun}`}
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(record.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm">{deleteText}</Text>
      </ConfirmModal>
    </>
  );
}
