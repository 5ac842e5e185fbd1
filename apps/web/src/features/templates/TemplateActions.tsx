import { Menu } from '@mantine/core';
import type { TemplateSummary } from '@tessera/api-contract';
import { useNavigate } from 'react-router';
import { templateArea } from '../../api/templates.ts';
import { IconList, IconPencil, IconWorld } from '../../ui/icons.tsx';
import { PreviewMenuItems } from '../../ui/share/PreviewMenuItems.tsx';
import { useShareDialog } from '../../ui/share/useShareDialog.tsx';
import { TemplateRowMenu } from '../template-catalogue/TemplateRowMenu.tsx';
import { templatePaths } from './paths.ts';

/** The actions of one row of the admin template list. */
export function TemplateActions({ template }: { template: TemplateSummary }) {
  const navigate = useNavigate();
  // A template previews as its home page: that page's draft is what its share links show.
  const share = useShareDialog({
    subject: { kind: 'page', id: template.home_page_id ?? 0 },
    previewPath: templatePaths.preview(template.id),
    name: template.name,
  });
  return (
    <>
      {template.home_page_id ? share.dialog : null}
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
            <PreviewMenuItems
              href={templatePaths.preview(template.id)}
              label="Preview"
              onShare={share.open}
              disabled={template.pages_count === 0}
              shareDisabled={template.home_page_id === null}
            />
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
            The template and its {template.pages_count === 1 ? 'page' : `${template.pages_count} pages`},
            menus and design are removed
            {template.published ? ', and agencies can no longer create websites from it' : ''}. Websites
            already made from it keep their own copy. This cannot be undone.
          </>
        }
      />
    </>
  );
}
