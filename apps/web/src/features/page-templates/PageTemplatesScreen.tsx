import { Badge, Tooltip } from '@mantine/core';
import { adminTemplateListQuery, type PageTemplateSummary } from '@tessera/api-contract';
import { pageTemplateArea } from '../../api/page-templates.ts';
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
import { PageTemplateActions } from './PageTemplateActions.tsx';
import { pageTemplatePaths } from './paths.ts';

const LIST = listSetup(adminTemplateListQuery);
type SortField = (typeof LIST)['config']['defaultSort'];

/** SPEC §2 `/admin/page-templates`: the page templates agencies start pages from. */
export function PageTemplatesScreen() {
  const state = useListState(LIST);
  const columns: Column<PageTemplateSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Template',
      sortField: 'name',
      render: (template) => (
        <TemplateNameCell
          to={pageTemplatePaths.design(template.id)}
          name={template.name}
          description={template.description}
        />
      ),
    },
    categoryColumn(),
    ...templateListEndColumns<PageTemplateSummary>({
      note: (template) =>
        template.has_unpublished_changes ? (
          <Tooltip label="The design changed since it was published: agencies still get the published copy.">
            <Badge color="yellow" variant="light" size="sm" tabIndex={0}>
              Unpublished changes
            </Badge>
          </Tooltip>
        ) : null,
      actions: (template) => <PageTemplateActions template={template} />,
    }),
  ];

  return (
    <>
      <TemplateListHeader
        title="Page templates"
        description="Designs agencies start new pages from. Agencies see a template once it and its category are published."
        paths={pageTemplatePaths}
        newLabel="New page template"
      />
      <TemplateListPanel
        area={pageTemplateArea}
        state={state}
        caption="Page templates"
        columns={columns}
        empty={{
          title: 'No page templates yet',
          description: 'Create one, design it and publish it: agencies can then start pages from it.',
        }}
        searchLabel="Search page templates"
      />
    </>
  );
}
