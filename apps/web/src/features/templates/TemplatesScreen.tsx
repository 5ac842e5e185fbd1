import { Anchor } from '@mantine/core';
import type { TemplateSummary } from '@tessera/api-contract';
import { Link } from 'react-router';
import { TemplateListScreen, templateColumns } from '../design-records/RecordList.tsx';
import { templateKind } from './kind.tsx';
import { templatePaths } from './paths.ts';
import { TemplateActions } from './TemplateActions.tsx';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';

const COLUMNS = templateColumns<TemplateSummary>(templateKind, {
  picture: (template) => <TemplateThumbnail url={template.thumbnail_url} name={template.name} width={56} />,
  own: [
    {
      id: 'pages',
      header: 'Pages',
      align: 'right',
      render: (template) => (
        <Anchor component={Link} to={templatePaths.pages(template.id)} size="sm">
          {template.pages_count}
        </Anchor>
      ),
    },
  ],
  actions: (template) => <TemplateActions record={template} />,
});

/** SPEC §2 `/admin/templates`: the whole-site templates agencies start websites from. */
export function TemplatesScreen() {
  return <TemplateListScreen kind={templateKind} columns={COLUMNS} />;
}
