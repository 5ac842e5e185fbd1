import { Badge, Tooltip } from '@mantine/core';
import type { PageTemplateSummary } from '@tessera/api-contract';
import { TemplateListScreen, templateColumns } from '../design-records/RecordList.tsx';
import { pageTemplateKind } from './kind.ts';
import { PageTemplateActions } from './PageTemplateActions.tsx';

const COLUMNS = templateColumns<PageTemplateSummary>(pageTemplateKind, {
  note: (template) =>
    template.has_unpublished_changes ? (
      <Tooltip label="The design changed since it was published: agencies still get the published copy.">
        <Badge color="yellow" variant="light" size="sm" tabIndex={0}>
          Unpublished changes
        </Badge>
      </Tooltip>
    ) : null,
  actions: (template) => <PageTemplateActions record={template} />,
});

/** SPEC §2 `/admin/page-templates`: the page templates agencies start pages from. */
export function PageTemplatesScreen() {
  return <TemplateListScreen kind={pageTemplateKind} columns={COLUMNS} />;
}
