import { Menu, Text } from '@mantine/core';
import type { PageTemplateSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTemplateActions } from '../../api/page-templates.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconCopy, IconExternal, IconPencil, IconTrash, IconWorld } from '../../ui/icons.tsx';
import { RowMenu } from '../../ui/list/RowActions.tsx';
import { pageTemplatePaths } from './paths.ts';

/** The actions of one row of the admin page-template list. */
export function PageTemplateActions({ template }: { template: PageTemplateSummary }) {
  const navigate = useNavigate();
  const actions = usePageTemplateActions();
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <RowMenu label={`Actions for ${template.name}`}>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => navigate(pageTemplatePaths.design(template.id))}
        >
          Design
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => navigate(pageTemplatePaths.edit(template.id))}
        >
          Name, category and description
        </Menu.Item>
        <Menu.Item
          leftSection={<IconExternal size={16} />}
          component="a"
          href={pageTemplatePaths.preview(template.id)}
          target="_blank"
          rel="noopener"
        >
          Preview draft
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconWorld size={16} />}
          onClick={() => actions.publish.mutate({ id: template.id, published: true })}
        >
          {template.published ? 'Publish changes' : 'Publish'}
        </Menu.Item>
        {template.published ? (
          <Menu.Item onClick={() => actions.publish.mutate({ id: template.id, published: false })}>
            Unpublish
          </Menu.Item>
        ) : null}
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
        confirmLabel="Delete page template"
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(template.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm">
          The template and its design are removed
          {template.published ? ', and agencies can no longer start pages from it' : ''}. Pages already made
          from it keep their own copy. This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
