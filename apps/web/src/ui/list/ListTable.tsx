import {
  EmptyState,
  Group,
  Pagination,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconInbox } from '../icons.tsx';
import { LoadError } from '../LoadError.tsx';
import classes from './ListTable.module.css';
import { type ListSort, nextSort, pageCount, rangeLabel, sortDirection } from './params.ts';

export interface Column<T, F extends string> {
  id: string;
  header: string;
  /** Set when the column can sort the list. */
  sortField?: F;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  width?: number | string;
}

interface ListTableProps<T, F extends string> {
  caption: string;
  columns: readonly Column<T, F>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  sort: ListSort<F>;
  onSort: (sort: ListSort<F>) => void;
  /** No data yet (first load): skeleton rows. */
  loading: boolean;
  /** New data on its way while the old rows stay visible. */
  refreshing: boolean;
  error: unknown;
  onRetry: () => void;
  empty: { title: string; description: string };
  /** Empty because of a search rather than because nothing exists. */
  filtered: boolean;
  perPage: number;
}

function SortHeader<F extends string>({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: F;
  sort: ListSort<F>;
  onSort: (sort: ListSort<F>) => void;
}) {
  const direction = sortDirection(sort, field);
  const Icon =
    direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton className={classes.sortButton} onClick={() => onSort(nextSort(sort, field))}>
      <span>{label}</span>
      <Icon size={14} className={direction === 'none' ? classes.sortIdle : undefined} />
      <VisuallyHidden>
        {direction === 'none' ? ', sort' : `, sorted ${direction}, click to sort the other way`}
      </VisuallyHidden>
    </UnstyledButton>
  );
}

export function ListTable<T, F extends string>(props: ListTableProps<T, F>) {
  const {
    caption,
    columns,
    rows,
    rowKey,
    sort,
    onSort,
    loading,
    refreshing,
    error,
    onRetry,
    empty,
    filtered,
  } = props;

  if (error && !rows) {
    return <LoadError title="The list could not be loaded" error={error} onRetry={onRetry} />;
  }

  if (!loading && rows && rows.length === 0) {
    return (
      <EmptyState
        py="xl"
        icon={<IconInbox size={28} />}
        withIndicatorBackground
        title={filtered ? 'No results' : empty.title}
        description={
          filtered ? 'Nothing matches your search or filters. Try something else.' : empty.description
        }
      />
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={loading || refreshing}
        className={refreshing ? classes.refreshing : undefined}
      >
        <Table.Caption className={classes.caption}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((col) => (
              <Table.Th
                key={col.id}
                w={col.width}
                ta={col.align}
                aria-sort={col.sortField ? sortDirection(sort, col.sortField) : undefined}
              >
                {col.sortField ? (
                  <SortHeader label={col.header} field={col.sortField} sort={sort} onSort={onSort} />
                ) : (
                  col.header
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || !rows
            ? Array.from({ length: Math.min(props.perPage, 6) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={i} data-testid="skeleton-row">
                  {columns.map((col) => (
                    <Table.Td key={col.id}>
                      <Skeleton height={12} radius="xl" width={col.align === 'right' ? '50%' : '80%'} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((col) => (
                    <Table.Td key={col.id} ta={col.align}>
                      {col.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ListFooter({
  page,
  perPage,
  total,
  estimated,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number | undefined;
  /** The list's `meta.total_estimated`: the total is the API's estimate of a very long list. */
  estimated?: boolean | undefined;
  onPage: (page: number) => void;
}) {
  if (total === undefined || total === 0) return null;
  const pages = pageCount(total, perPage);
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {rangeLabel(page, perPage, total, estimated)}
      </Text>
      {pages > 1 ? (
        <nav aria-label="Pagination">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            getItemProps={(p) => ({
              'aria-label': `Page ${p}`,
              'aria-current': p === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'First page',
                previous: 'Previous page',
                next: 'Next page',
                last: 'Last page',
              }[control],
            })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
