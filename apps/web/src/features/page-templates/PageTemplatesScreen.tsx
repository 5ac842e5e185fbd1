import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Text, Tooltip } from '@mantine/core';
import {
  type PageTemplateListQuery,
  type PageTemplateSummary,
  pageTemplateListQuery,
} from '@tessera/api-contract';
import { Link, useSearchParams } from 'react-router';
import { useCategoryOptions, usePageTemplates } from '../../api/page-templates.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconList, IconPlus } from '../../ui/icons.tsx';
import { lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { PageTemplateActions } from './PageTemplateActions.tsx';
import { pageTemplatePaths } from './paths.ts';

type SortField = PageTemplateListQuery['sort'];
const LIST = listSetup(pageTemplateListQuery);
type StatusFilter = 'all' | 'published' | 'drafts';

/** The category and status filters live in the URL next to the list's own parameters. */
function useFilters() {
  const [query, setQuery] = useSearchParams();
  const status = (
    ['published', 'drafts'].includes(query.get('status') ?? '') ? query.get('status') : 'all'
  ) as StatusFilter;
  const categoryParam = Number(query.get('category'));
  const category = Number.isInteger(categoryParam) && categoryParam > 0 ? categoryParam : null;
  const set = (key: 'status' | 'category', value: string | null) =>
    setQuery((prev) => {
      const out = new URLSearchParams(prev);
      if (value === null || value === 'all') out.delete(key);
      else out.set(key, value);
      out.delete('page');
      return out;
    });
  return { status, category, set };
}

function StatusCell({ template }: { template: PageTemplateSummary }) {
  if (!template.published) {
    return (
      <Badge color="gray" variant="light" size="sm">
        Draft
      </Badge>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={4}>
        <Badge color="teal" variant="light" size="sm">
          Published
        </Badge>
        {template.has_unpublished_changes ? (
          <Tooltip label="The design changed since it was published: agencies still get the published copy.">
            <Badge color="yellow" variant="light" size="sm" tabIndex={0}>
              Unpublished changes
            </Badge>
          </Tooltip>
        ) : null}
      </Group>
      {template.published_at ? (
        <Text size="xs" c="dimmed">
          {formatDateTime(template.published_at)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** SPEC §2 `/admin/page-templates`: the page templates agencies start pages from. */
export function PageTemplatesScreen() {
  const state = useListState(LIST);
  const filters = useFilters();
  const categories = useCategoryOptions();
  const list = usePageTemplates({
    ...state.query,
    ...(filters.category ? { category_id: filters.category } : {}),
    ...(filters.status === 'all' ? {} : { published: filters.status === 'published' ? 'true' : 'false' }),
  } as Partial<PageTemplateListQuery>);

  const columns: Column<PageTemplateSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Template',
      sortField: 'name',
      render: (template) => (
        <Stack gap={2}>
          <Anchor component={Link} to={pageTemplatePaths.design(template.id)} size="sm" fw={600}>
            {template.name}
          </Anchor>
          {template.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {template.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      render: (template) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{template.category.name}</Text>
          {template.category.published ? null : (
            <Tooltip label="The category is not published: agencies see none of its templates.">
              <Badge color="gray" variant="outline" size="xs" tabIndex={0}>
                Hidden
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    { id: 'status', header: 'Status', render: (template) => <StatusCell template={template} /> },
    lastEditedColumn(),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (template) => <PageTemplateActions template={template} />,
    },
  ];

  const categoryData = (categories.data?.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));

  return (
    <>
      <ScreenHeader
        title="Page templates"
        description="Designs agencies start new pages from. Agencies see a template once it and its category are published."
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={pageTemplatePaths.categories}
              leftSection={<IconList size={16} />}
            >
              Categories
            </Button>
            <Button component={Link} to={pageTemplatePaths.create} leftSection={<IconPlus size={16} />}>
              New page template
            </Button>
          </Group>
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="Page templates"
        columns={columns}
        empty={{
          title: 'No page templates yet',
          description: 'Create one, design it and publish it: agencies can then start pages from it.',
        }}
        filtered={state.params.search !== '' || filters.status !== 'all' || filters.category !== null}
        searchLabel="Search page templates"
        filters={
          <>
            <Select
              aria-label="Category"
              placeholder="All categories"
              data={categoryData}
              value={filters.category ? String(filters.category) : null}
              onChange={(value) => filters.set('category', value)}
              clearable
              searchable
              w={200}
            />
            <SegmentedControl
              aria-label="Status"
              value={filters.status}
              onChange={(value) => filters.set('status', value)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'published', label: 'Published' },
                { value: 'drafts', label: 'Drafts' },
              ]}
            />
          </>
        }
      />
    </>
  );
}
