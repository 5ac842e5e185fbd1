import { Anchor } from '@mantine/core';
import { adminTemplateListQuery, type TemplateSummary } from '@tessera/api-contract';
import { Link } from 'react-router';
import { listSetup } from '../../ui/list/params.ts';
import { RecordListScreen, templateColumns, useCategoryFilter } from '../design-records/RecordList.tsx';
import { templateKind } from './kind.tsx';
import { templatePaths } from './paths.ts';
import { TemplateActions } from './TemplateActions.tsx';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';

const LIST = listSetup(adminTemplateListQuery);

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
  actions: (template) => <TemplateActions template={template} />,
});

/** SPEC §2 `/admin/templates`: the whole-site templates agencies start websites from. */
export function TemplatesScreen() {
  return (
    <RecordListScreen
      kind={templateKind}
      list={LIST}
      columns={COLUMNS}
      filters={[useCategoryFilter(templateKind.area)]}
    />
  );
}
