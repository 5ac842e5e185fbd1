import { Menu } from '@mantine/core';
import type { PageTemplateSummary } from '@tessera/api-contract';
import { useNavigate } from 'react-router';
import { pageTemplateArea } from '../../api/page-templates.ts';
import { IconExternal, IconPencil, IconWorld } from '../../ui/icons.tsx';
import { TemplateRowMenu } from '../template-catalogue/TemplateRowMenu.tsx';
import { pageTemplatePaths } from './paths.ts';

/** The actions of one row of the admin page-template list. */
export function PageTemplateActions({ template }: { template: PageTemplateSummary }) {
  const navigate = useNavigate();
  return (
    <TemplateRowMenu
      area={pageTemplateArea}
      template={template}
      open={
        <>
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
        </>
      }
      // Publishing again publishes the newer draft.
      publishing={(publish) => (
        <>
          <Menu.Item leftSection={<IconWorld size={16} />} onClick={() => publish(true)}>
            {template.published ? 'Publish changes' : 'Publish'}
          </Menu.Item>
          {template.published ? <Menu.Item onClick={() => publish(false)}>Unpublish</Menu.Item> : null}
        </>
      )}
      deleteLabel="Delete page template"
      deleteText={
        <>
          The template and its design are removed
          {template.published ? ', and agencies can no longer start pages from it' : ''}. Pages already made
          from it keep their own copy. This cannot be undone.
        </>
      }
    />
  );
}
