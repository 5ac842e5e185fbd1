import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Text, Tooltip } from '@mantine/core';
import { type TemplateListQuery, type TemplateSummary, templateListQuery } from '@tessera/api-contract';
import { Link, useSearchParams } from 'react-router';
import { useTemplateCategoryOptions, useTemplates } from '../../api/templates.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconList, IconPlus } from '../../ui/icons.tsx';
import { lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { templatePaths } from './paths.ts';
import { TemplateActions } from './TemplateActions.tsx';
import { TemplateThumbnail } from './TemplateThumbnail.tsx';

type SortField = TemplateListQuery['sort'];
const LIST = listSetup(templateListQuery);
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

function StatusCell({ template }: { template: TemplateSummary }) {
  if (!template.published) {
    return (
      <Badge color="gray" variant="light" size="sm">
        Draft
      </Badge>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="teal" variant="light" size="sm">
        Published
      </Badge>
      {template.published_at ? (
        <Text size="xs" c="dimmed">
          {formatDateTime(template.published_at)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** SPEC §2 `/admin/templates`: the whole-site templates agencies start websites from. */
export function TemplatesScreen() {
  const state = useListState(LIST);
  const filters = useFilters();
  const categories = useTemplateCategoryOptions();
  const list = useTemplates({
    ...state.query,
    ...(filters.category ? { category_id: filters.category } : {}),
    ...(filters.status === 'all' ? {} : { published: filters.status === 'published' ? 'true' : 'false' }),
  } as Partial<TemplateListQuery>);

  const columns: Column<TemplateSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Template',
      sortField: 'name',
      render: (template) => (
        <Group gap="sm" wrap="nowrap">
          <TemplateThumbnail url={template.thumbnail_url} name={template.name} width={56} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={templatePaths.pages(template.id)} size="sm" fw={600}>
              {template.name}
            </Anchor>
            {template.description ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {template.description}
              </Text>
            ) : null}
          </Stack>
        </Group>
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
    { id: 'status', header: 'Status', render: (template) => <StatusCell template={template} /> },
    lastEditedColumn(),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (template) => <TemplateActions template={template} />,
    },
  ];

  const categoryData = (categories.data?.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));

  return (
    <>
      <ScreenHeader
        title="Templates"
        description="Whole websites agencies start from. Agencies see a template once it and its category are published."
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={templatePaths.categories}
              leftSection={<IconList size={16} />}
            >
              Categories
            </Button>
            <Button component={Link} to={templatePaths.create} leftSection={<IconPlus size={16} />}>
              New template
            </Button>
          </Group>
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="Templates"
        columns={columns}
        empty={{
          title: 'No templates yet',
          description:
            'Create one, add and design its pages, then publish it: agencies can start websites from it.',
        }}
        filtered={state.params.search !== '' || filters.status !== 'all' || filters.category !== null}
        searchLabel="Search templates"
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
