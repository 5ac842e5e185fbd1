import { Menu, Text } from '@mantine/core';
import type { TemplateSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTemplateActions } from '../../api/templates.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconCopy, IconExternal, IconList, IconPencil, IconTrash, IconWorld } from '../../ui/icons.tsx';
import { RowMenu } from '../../ui/list/RowActions.tsx';
import { templatePaths } from './paths.ts';

/** The actions of one row of the admin template list. */
export function TemplateActions({ template }: { template: TemplateSummary }) {
  const navigate = useNavigate();
  const actions = useTemplateActions();
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <RowMenu label={`Actions for ${template.name}`}>
        <Menu.Item
          leftSection={<IconList size={16} />}
          onClick={() => navigate(templatePaths.pages(template.id))}
        >
          Pages and design
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPencil size={16} />}
          onClick={() => navigate(templatePaths.edit(template.id))}
        >
          Name, category and description
        </Menu.Item>
        <Menu.Item
          leftSection={<IconExternal size={16} />}
          component="a"
          href={templatePaths.preview(template.id)}
          target="_blank"
          rel="noopener"
          disabled={template.pages_count === 0}
        >
          Preview
        </Menu.Item>
        <Menu.Divider />
        {template.published ? (
          <Menu.Item onClick={() => actions.publish.mutate({ id: template.id, published: false })}>
            Unpublish
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconWorld size={16} />}
            onClick={() => actions.publish.mutate({ id: template.id, published: true })}
          >
            Publish
          </Menu.Item>
        )}
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
        confirmLabel="Delete template"
        loading={actions.remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => actions.remove.mutate(template.id, { onSuccess: () => setDeleting(false) })}
      >
        <Text size="sm">
          The template and its {template.pages_count === 1 ? 'page' : `${template.pages_count} pages`}, menus
          and design are removed
          {template.published ? ', and agencies can no longer create websites from it' : ''}. Websites already
          made from it keep their own copy. This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}
