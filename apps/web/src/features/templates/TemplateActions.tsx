import { Menu } from '@mantine/core';
import type { TemplateSummary } from '@tessera/api-contract';
import { useNavigate } from 'react-router';
import { templateArea } from '../../api/templates.ts';
import { IconExternal, IconList, IconPencil, IconWorld } from '../../ui/icons.tsx';
import { TemplateRowMenu } from '../template-catalogue/TemplateRowMenu.tsx';
import { templatePaths } from './paths.ts';

/** The actions of one row of the admin template list. */
export function TemplateActions({ template }: { template: TemplateSummary }) {
  const navigate = useNavigate();
  return (
    <TemplateRowMenu
      area={templateArea}
      template={template}
      open={
        <>
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
        </>
      }
      publishing={(publish) =>
        template.published ? (
          <Menu.Item onClick={() => publish(false)}>Unpublish</Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconWorld size={16} />} onClick={() => publish(true)}>
            Publish
          </Menu.Item>
        )
      }
      deleteLabel="Delete template"
      deleteText={
        <>
          The template and its {template.pages_count === 1 ? 'page' : `${template.pages_count} pages`}, menus
          and design are removed
          {template.published ? ', and agencies can no longer create websites from it' : ''}. Websites already
          made from it keep their own copy. This cannot be undone.
        </>
      }
    />
  );
}
