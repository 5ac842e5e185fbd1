import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Column, ListFooter, ListTable } from './ListTable.tsx';
import { SearchField } from './SearchField.tsx';
import { type ListState, useClampPage } from './useListParams.ts';

/** What a list screen's query hook gives back (TanStack Query's result, as far as lists need it). */
export interface ListQueryResult<T> {
  data: { data: readonly T[]; meta: { total: number; total_estimated?: true | undefined } } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A row of a list screen: every list endpoint's items carry their id. */
type ListRow = { id: string | number };

interface ListViewProps<T extends ListRow, F extends string> {
  state: ListState<F>;
  list: ListQueryResult<T>;
  caption: string;
  columns: readonly Column<T, F>[];
  empty: { title: string; description: string };
  /** Empty because of a search or filter rather than because nothing exists; default: a search is on. */
  filtered?: boolean;
}

/**
 * The table of a list screen with its states (skeleton, refresh, error with retry, empty or no
 * results), sortable headers and the pagination footer; a page past the end moves to the last.
 */
export function ListView<T extends ListRow, F extends string>({
  state,
  list,
  caption,
  columns,
  empty,
  filtered,
}: ListViewProps<T, F>) {
  const { params, update, perPage } = state;
  const total = list.data?.meta.total;
  useClampPage(params.page, total, perPage, (page) => update({ page }));
  return (
    <>
      <ListTable
        caption={caption}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => row.id}
        sort={params}
        onSort={(sort) => update(sort)}
        loading={list.isPending}
        refreshing={list.isPlaceholderData}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={empty}
        filtered={filtered ?? params.search !== ''}
        perPage={perPage}
      />
      <ListFooter
        page={params.page}
        perPage={perPage}
        total={total}
        estimated={list.data?.meta.total_estimated}
        onPage={(page) => update({ page })}
      />
    </>
  );
}

/** Above a list: the search field and any filters on the left, the screen's actions on the right. */
export function ListToolbar<F extends string>({
  state,
  searchLabel,
  filters,
  actions,
}: {
  state: ListState<F>;
  searchLabel: string;
  filters?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <SearchField
          label={searchLabel}
          value={state.params.search}
          onCommit={(search) => state.update({ search })}
        />
        {filters}
      </Group>
      {actions}
    </Group>
  );
}

/**
 * A list screen's bordered panel: the toolbar (search, filters, actions) above the list;
 * `children` after it (notes, confirmations).
 */
export function ListPanel<T extends ListRow, F extends string>({
  searchLabel,
  filters,
  actions,
  children,
  ...view
}: ListViewProps<T, F> & {
  searchLabel: string;
  filters?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="md">
      <ListToolbar state={view.state} searchLabel={searchLabel} filters={filters} actions={actions} />
      <ListView {...view} />
      {children}
    </Paper>
  );
}
