import { Anchor } from '@mantine/core';
import { type TemplateSummary, templateListQuery } from '@tessera/api-contract';
import { Link } from 'react-router';
import { templateArea } from '../../api/templates.ts';
import type { Column } from '../../ui/list/ListTable.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import {
  categoryColumn,
  TemplateListHeader,
  TemplateListPanel,
  TemplateNameCell,
  templateListEndColumns,
} from '../template-catalogue/AdminTemplateList.tsx';
import { templatePaths } from './paths.ts';
import { TemplateActions } from './TemplateActions.tsx';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';

const LIST = listSetup(templateListQuery);
type SortField = (typeof LIST)['config']['defaultSort'];

/** SPEC §2 `/admin/templates`: the whole-site templates agencies start websites from. */
export function TemplatesScreen() {
  const state = useListState(LIST);
  const columns: Column<TemplateSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Template',
      sortField: 'name',
      render: (template) => (
        <TemplateNameCell
          to={templatePaths.pages(template.id)}
          name={template.name}
          description={template.description}
          picture={<TemplateThumbnail url={template.thumbnail_url} name={template.name} width={56} />}
        />
      ),
    },
    categoryColumn(),
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
    ...templateListEndColumns<TemplateSummary>({
      actions: (template) => <TemplateActions template={template} />,
    }),
  ];

  return (
    <>
      <TemplateListHeader
        title="Templates"
        description="Whole websites agencies start from. Agencies see a template once it and its category are published."
        paths={templatePaths}
        newLabel="New template"
      />
      <TemplateListPanel
        area={templateArea}
        state={state}
        caption="Templates"
        columns={columns}
        empty={{
          title: 'No templates yet',
          description:
            'Create one, add and design its pages, then publish it: agencies can start websites from it.',
        }}
        searchLabel="Search templates"
      />
    </>
  );
}
