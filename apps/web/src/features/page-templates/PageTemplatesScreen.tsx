import { Badge, Tooltip } from '@mantine/core';
import { adminTemplateListQuery, type PageTemplateSummary } from '@tessera/api-contract';
import { listSetup } from '../../ui/list/params.ts';
import { RecordListScreen, templateColumns, useCategoryFilter } from '../design-records/RecordList.tsx';
import { pageTemplateKind } from './kind.ts';
import { PageTemplateActions } from './PageTemplateActions.tsx';

const LIST = listSetup(adminTemplateListQuery);

const COLUMNS = templateColumns<PageTemplateSummary>(pageTemplateKind, {
  note: (template) =>
    template.has_unpublished_changes ? (
      <Tooltip label="The design changed since it was published: agencies still get the published copy.">
        <Badge color="yellow" variant="light" size="sm" tabIndex={0}>
          Unpublished changes
        </Badge>
      </Tooltip>
    ) : null,
  actions: (template) => <PageTemplateActions template={template} />,
});

/** SPEC §2 `/admin/page-templates`: the page templates agencies start pages from. */
export function PageTemplatesScreen() {
  return (
    <RecordListScreen
      kind={pageTemplateKind}
      list={LIST}
      columns={COLUMNS}
      filters={[useCategoryFilter(pageTemplateKind.area)]}
    />
  );
}
