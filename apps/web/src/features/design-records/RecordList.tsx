import { Anchor, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { adminTemplateListQuery } from '@tessera/api-contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type CategoryArea, useCategoryOptions, useRecordList } from '../../api/design-records.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconList, IconPlus } from '../../ui/icons.tsx';
import { lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel, type ListQueryResult } from '../../ui/list/ListView.tsx';
import { PublishedFilterControl, usePublishedFilter } from '../../ui/list/PublishedFilter.tsx';
import { type ListSetup, listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { pluralTitle, type RecordKind } from './kind.ts';

/**
 * The admins' list of a design-record kind, the same for every kind (SPEC §2 `/admin/courses`,
 * `/admin/payment/order-pages`, `/admin/blocks`, `/admin/page-templates`, `/admin/templates`): a
 * header leading to a new record (and the categories, where the kind has them), and a list panel
 * with search, sort and pages, the kind's filters and the published filter, all in the URL.
 */

/** One of a kind's own filters (a category, a block kind): its part of the query and its control. */
export interface RecordListFilter {
  active: boolean;
  query: Record<string, string | number>;
  control: ReactNode;
}

/** A filter the URL keeps under `key`; changing it goes back to the first page. */
export function useUrlFilter(key: string) {
  const [params, setParams] = useSearchParams();
  const set = (value: string | null) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (value === null) out.delete(key);
      else out.set(key, value);
      out.delete('page');
      return out;
    });
  return { value: params.get(key), set };
}

/** The category filter of a kind filed under categories (`category` in the URL). */
export function useCategoryFilter(area: CategoryArea): RecordListFilter {
  const filter = useUrlFilter('category');
  const categories = useCategoryOptions(area);
  const chosen = Number(filter.value);
  const category = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  return {
    active: category !== null,
    query: category ? { category_id: category } : {},
    control: (
      <Select
        aria-label="Category"
        placeholder="All categories"
        data={(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={category ? String(category) : null}
        onChange={filter.set}
        clearable
        searchable
        w={200}
      />
    ),
  };
}

export interface RecordListScreenProps<T extends { id: number }, F extends string> {
  kind: RecordKind;
  list: ListSetup<F>;
  columns: readonly Column<T, F>[];
  /** The kind's own filters, shown before the published filter. */
  filters?: readonly RecordListFilter[];
  /** Shown instead of the list before the first record (not merely when nothing matches). */
  firstRecord?: ReactNode;
}

export function RecordListScreen<T extends { id: number }, F extends string>({
  kind,
  list: setup,
  columns,
  filters = [],
  firstRecord,
}: RecordListScreenProps<T, F>) {
  const { noun, paths } = kind;
  const title = pluralTitle(kind);
  const state = useListState(setup);
  const published = usePublishedFilter();
  const query = {
    ...state.query,
    ...Object.fromEntries(filters.flatMap((filter) => Object.entries(filter.query))),
    ...published.query,
  };
  // The kind's list answer: its summaries.
  const list = useRecordList(kind.area, query) as ListQueryResult<T>;
  const filtered =
    state.params.search !== '' || published.status !== 'all' || filters.some((filter) => filter.active);
  const none =
    firstRecord !== undefined && !filtered && !list.isPlaceholderData && list.data?.meta.total === 0;
  const create = (
    <Button component={Link} to={paths.create} leftSection={<IconPlus size={16} />}>
      New {noun}
    </Button>
  );

  return (
    <>
      <ScreenHeader
        title={title}
        description={kind.says.list}
        actions={
          paths.categories ? (
            <Group gap="sm">
              <Button
                variant="default"
                component={Link}
                to={paths.categories}
                leftSection={<IconList size={16} />}
              >
                Categories
              </Button>
              {create}
            </Group>
          ) : (
            create
          )
        }
      />
      {none ? (
        firstRecord
      ) : (
        <ListPanel
          state={state}
          list={list}
          caption={title}
          columns={columns}
          empty={{ title: `No ${noun}s yet`, description: kind.says.empty }}
          filtered={filtered}
          searchLabel={`Search ${noun}s`}
          filters={
            <>
              {filters.map((filter) => filter.control)}
              <PublishedFilterControl filter={published} />
            </>
          }
        />
      )}
    </>
  );
}

/**
 * A record's name (its `sortField`: `name`, or a course's `title`), linking to where it is worked
 * on (`to` its id), and its description, after its picture if any.
 */
export function nameColumn<
  T extends { id: number; description?: string } & Record<S, string>,
  const S extends 'name' | 'title',
>({
  header,
  sortField,
  to,
  picture,
}: {
  header: string;
  sortField: S;
  to: (id: number) => string;
  picture?: (record: T) => ReactNode;
}): Column<T, S> {
  return {
    id: 'name',
    header,
    sortField,
    render: (record) => {
      const text = (
        <Stack gap={2} style={picture ? { minWidth: 0 } : undefined}>
          <Anchor component={Link} to={to(record.id)} size="sm" fw={600}>
            {record[sortField]}
          </Anchor>
          {record.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {record.description}
            </Text>
          ) : null}
        </Stack>
      );
      if (!picture) return text;
      return (
        <Group gap="sm" wrap="nowrap">
          {picture(record)}
          {text}
        </Group>
      );
    },
  };
}

/** The last column of every list: the row's actions menu. */
export function actionsColumn<T>(render: (record: T) => ReactNode): Column<T, never> {
  return { id: 'actions', header: '', align: 'right', width: 56, render };
}

/** The category column: its name, marked "Hidden" while the category is not published. */
function categoryColumn<T extends { category: { name: string; published: boolean } }>(): Column<T, never> {
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

/** Published or a draft; when published, since when (and `note`, where the kind has more to say). */
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
 * The columns a list of templates ends with: status (with the kind's `note` on published ones),
 * last edited, and the row's actions menu.
 */
function templateListEndColumns<
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
    actionsColumn(actions),
  ];
}

/** What a template's row shows: its name, description, category and published state. */
interface TemplateRow {
  id: number;
  name: string;
  description: string;
  category: { name: string; published: boolean };
  published: boolean;
  published_at: string | null;
  updated_at: string;
}

/**
 * The columns of a list of templates (the kinds filed under categories): the name (linking to
 * where the template is worked on, after its `picture`), the category, the kind's `own` columns,
 * the status (with its `note`), last edited and the row's actions.
 */
export function templateColumns<T extends TemplateRow>(
  kind: RecordKind,
  options: {
    picture?: (template: T) => ReactNode;
    own?: readonly Column<T, never>[];
    note?: (template: T) => ReactNode;
    actions: (template: T) => ReactNode;
  },
): Column<T, 'name' | 'updated_at'>[] {
  return [
    nameColumn<T, 'name'>({
      header: 'Template',
      sortField: 'name',
      to: kind.paths.design,
      ...(options.picture ? { picture: options.picture } : {}),
    }),
    categoryColumn(),
    ...(options.own ?? []),
    ...templateListEndColumns<T>({
      ...(options.note ? { note: options.note } : {}),
      actions: options.actions,
    }),
  ];
}

const TEMPLATE_LIST = listSetup(adminTemplateListQuery);

/**
 * The admins' list of a kind filed under categories (page templates, site templates): its
 * templates in `columns` (`templateColumns`), filtered by category too.
 */
export function TemplateListScreen<T extends TemplateRow>({
  kind,
  columns,
}: {
  kind: RecordKind<CategoryArea>;
  columns: readonly Column<T, 'name' | 'updated_at'>[];
}) {
  return (
    <RecordListScreen
      kind={kind}
      list={TEMPLATE_LIST}
      columns={columns}
      filters={[useCategoryFilter(kind.area)]}
    />
  );
}
