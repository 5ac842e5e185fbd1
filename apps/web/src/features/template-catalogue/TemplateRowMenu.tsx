import { Menu, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type TemplateArea, useAdminTemplateActions } from '../../api/template-catalogue.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconCopy, IconTrash } from '../../ui/icons.tsx';
import { RowMenu } from '../../ui/list/RowActions.tsx';

type Publish = (published: boolean) => void;

/**
 * The actions menu of one row of an admin templates list: the area's own items (`open`: where the
 * template is worked on and previewed; `publishing`: its publish items, given `publish`), then
 * Clone and Delete, which asks first (`deleteText` says what goes).
 */
export function TemplateRowMenu({
  area,
  template,
  open,
  publishing,
  deleteLabel,
  deleteText,
}: {
  area: TemplateArea;
  template: { id: number; name: string };
  open: ReactNode;
  publishing: (publish: Publish) => ReactNode;
  /** "Delete page template" */
  deleteLabel: string;
  deleteText: ReactNode;
}) {
  const actions = useAdminTemplateActions(area);
  const [deleting, setDeleting] = useState(false);
  const publish: Publish = (published) => actions.publish.mutate({ id: template.id, published });

  return (
    <>
      <RowMenu label={`Actions for ${template.name}`}>
        {open}
        <Menu.Divider />
        {publishing(publish)}
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.clone.mutate(template.id)}>
          Clone
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
          Delete
        </Menu.Item>
      </RowMenu>
      <ConfirmModal
        opened={deleting}
        title={`Delete “${template.name}”?`}
        confirmLabel={deleteLabel}
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(template.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm">{deleteText}</Text>
      </ConfirmModal>
    </>
  );
}
