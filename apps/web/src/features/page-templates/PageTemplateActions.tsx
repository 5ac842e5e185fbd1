import { Menu } from '@mantine/core';
import type { PageTemplateSummary } from '@tessera/api-contract';
import { useNavigate } from 'react-router';
import { pageTemplateArea } from '../../api/page-templates.ts';
import { IconPencil, IconWorld } from '../../ui/icons.tsx';
import { PreviewMenuItems } from '../../ui/share/PreviewMenuItems.tsx';
import { useShareDialog } from '../../ui/share/useShareDialog.tsx';
import { TemplateRowMenu } from '../template-catalogue/TemplateRowMenu.tsx';
import { pageTemplatePaths } from './paths.ts';

/** The actions of one row of the admin page-template list. */
export function PageTemplateActions({ template }: { template: PageTemplateSummary }) {
  const navigate = useNavigate();
  const share = useShareDialog({
    subject: { kind: 'page-template', id: template.id },
    previewPath: pageTemplatePaths.preview(template.id),
    name: template.name,
  });
  return (
    <>
      {share.dialog}
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
            <PreviewMenuItems href={pageTemplatePaths.preview(template.id)} onShare={share.open} />
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
    </>
  );
}
