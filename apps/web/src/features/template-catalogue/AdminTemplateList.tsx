import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { QueryParams } from '../../api/client.ts';
import { type TemplateArea, useAdminTemplates, useCategoryOptions } from '../../api/template-catalogue.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconList, IconPlus } from '../../ui/icons.tsx';
import { lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel, type ListQueryResult } from '../../ui/list/ListView.tsx';
import type { ListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';

/**
 * The scaffolding of the admins' list of templates, the same in both areas (SPEC §2
 * `/admin/page-templates`, `/admin/templates`): a header leading to the categories and to a new
 * template, and a list panel with a category and a status filter kept in the URL.
 */

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

/** The header of an admin templates list: its way to the categories and to a new template. */
export function TemplateListHeader({
  title,
  description,
  paths,
  newLabel,
}: {
  title: string;
  description: string;
  paths: { categories: string; create: string };
  /** "New page template" */
  newLabel: string;
}) {
  return (
    <ScreenHeader
      title={title}
      description={description}
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            component={Link}
            to={paths.categories}
            leftSection={<IconList size={16} />}
          >
            Categories
          </Button>
          <Button component={Link} to={paths.create} leftSection={<IconPlus size={16} />}>
            {newLabel}
          </Button>
        </Group>
      }
    />
  );
}

/** A template's name (linking to where it is worked on) and description, after its picture if any. */
export function TemplateNameCell({
  to,
  name,
  description,
  picture,
}: {
  to: string;
  name: string;
  description: string;
  picture?: ReactNode;
}) {
  const text = (
    <Stack gap={2} style={picture ? { minWidth: 0 } : undefined}>
      <Anchor component={Link} to={to} size="sm" fw={600}>
        {name}
      </Anchor>
      {description ? (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {description}
        </Text>
      ) : null}
    </Stack>
  );
  if (!picture) return text;
  return (
    <Group gap="sm" wrap="nowrap">
      {picture}
      {text}
    </Group>
  );
}

/** The category column: its name, marked "Hidden" while the category is not published. */
export function categoryColumn<T extends { category: { name: string; published: boolean } }>(): Column<
  T,
  never
> {
  return {
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
  };
}

/** Published or a draft; when published, since when (and `note`, where the area has more to say). */
function TemplateStatus({
  template,
  note,
}: {
  template: { published: boolean; published_at: string | null };
  note?: ReactNode;
}) {
  if (!template.published) {
    return (
      <Badge color="gray" variant="light" size="sm">
        Draft
      </Badge>
    );
  }
  const badge = (
    <Badge color="teal" variant="light" size="sm">
      Published
    </Badge>
  );
  return (
    <Stack gap={2} align="flex-start">
      {note === undefined ? (
        badge
      ) : (
        <Group gap={4}>
          {badge}
          {note}
        </Group>
      )}
      {template.published_at ? (
        <Text size="xs" c="dimmed">
          {formatDateTime(template.published_at)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The columns every admin templates list ends with: status (with the area's `note` on published
 * ones), last edited, and the row's actions menu.
 */
export function templateListEndColumns<
  T extends { published: boolean; published_at: string | null; updated_at: string },
>({
  note,
  actions,
}: {
  note?: (template: T) => ReactNode;
  actions: (template: T) => ReactNode;
}): Column<T, 'updated_at'>[] {
  return [
    {
      id: 'status',
      header: 'Status',
      render: (template) => <TemplateStatus template={template} note={note?.(template)} />,
    },
    lastEditedColumn(),
    { id: 'actions', header: '', align: 'right', width: 56, render: actions },
  ];
}

/**
 * The admins' list of an area's templates: search, sort and pages from `state`, the category and
 * status filters from the URL, and the states of a list (loading, empty, no results, error).
 */
export function TemplateListPanel<T extends { id: number }, F extends string>({
  area,
  state,
  columns,
  caption,
  empty,
  searchLabel,
}: {
  area: TemplateArea;
  state: ListState<F>;
  columns: readonly Column<T, F>[];
  caption: string;
  empty: { title: string; description: string };
  searchLabel: string;
}) {
  const filters = useFilters();
  const categories = useCategoryOptions(area);
  const query: QueryParams = {
    ...state.query,
    ...(filters.category ? { category_id: filters.category } : {}),
    ...(filters.status === 'all' ? {} : { published: filters.status === 'published' ? 'true' : 'false' }),
  };
  // The area's list answer: its template summaries.
  const list = useAdminTemplates(area, query) as ListQueryResult<T>;
  const categoryData = (categories.data?.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));

  return (
    <ListPanel
      state={state}
      list={list}
      caption={caption}
      columns={columns}
      empty={empty}
      filtered={state.params.search !== '' || filters.status !== 'all' || filters.category !== null}
      searchLabel={searchLabel}
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
  );
}
