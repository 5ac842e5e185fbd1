import { Button, EmptyState, Menu, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconCheck, IconInbox, IconPlus, IconX } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel, type ListQueryResult } from '../../ui/list/ListView.tsx';
import type { ListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { BillingNotSetUp } from './parts.tsx';

/** A row of the catalogue: a plan or a price, offered (active) or not. */
interface CatalogueRow {
  id: number;
  active: boolean;
}

/** The update call of plans or prices, as far as switching one on or off needs it. */
interface ActiveUpdate {
  mutate(
    variables: { id: number; body: { active: boolean } },
    options?: { onSuccess?: () => void; onSettled?: () => void },
  ): void;
  isPending: boolean;
}

/**
 * Taking a plan or price off sale and back: deactivating asks first (`confirm` is the dialog's
 * state), activating does not. `menuItems` ends a row's menu with a divider and the one that applies.
 */
export function useActiveToggle<T extends CatalogueRow>(update: ActiveUpdate) {
  const confirm = useRowConfirm<T>({
    mutate: (id, options) => update.mutate({ id, body: { active: false } }, options),
    isPending: update.isPending,
  });
  const menuItems = (row: T) => (
    <>
      <Menu.Divider />
      {row.active ? (
        <Menu.Item color="red" leftSection={<IconX size={14} />} onClick={() => confirm.open(row)}>
          Deactivate
        </Menu.Item>
      ) : (
        <Menu.Item
          leftSection={<IconCheck size={14} />}
          onClick={() => update.mutate({ id: row.id, body: { active: true } })}
        >
          Activate
        </Menu.Item>
      )}
    </>
  );
  return { confirm, menuItems };
}

/** A filter of the list (plan type, plan, active or not): whether it is set, and its control. */
interface CatalogueFilter {
  active: boolean;
  control: ReactNode;
}

/**
 * The plans and prices screens (SPEC §2 admin `payment/plans`, `payment/prices`): the header with
 * the way to a new one, the note while billing is not set up, then before the first one an empty
 * state leading to it, else the list panel (search, filters, sort, pages) with the deactivate
 * confirmation.
 */
export function CatalogueListScreen<T extends CatalogueRow, F extends string>({
  title,
  description,
  create,
  first,
  state,
  list,
  columns,
  empty,
  searchLabel,
  filters,
  toggle,
  deactivate,
}: {
  title: string;
  description: string;
  /** The header's button to a new one, and where it and the first-one empty state lead. */
  create: { label: string; to: string };
  /** Shown instead of the list before the first one exists: what it is, and its button's words. */
  first: { title: string; description: string; action: string };
  state: ListState<F>;
  list: ListQueryResult<T>;
  columns: readonly Column<T, F>[];
  empty: { title: string; description: string };
  searchLabel: string;
  filters: readonly CatalogueFilter[];
  toggle: ReturnType<typeof useActiveToggle<T>>;
  /** The deactivate confirmation: its title, its button and what deactivating does. */
  deactivate: { title: string; confirmLabel: string; children: ReactNode };
}) {
  const filtered = state.params.search !== '' || filters.some((filter) => filter.active);
  const none = !filtered && !list.isPlaceholderData && list.data?.meta.total === 0;
  return (
    <>
      <ScreenHeader
        title={title}
        description={description}
        actions={
          <Button component={Link} to={create.to} leftSection={<IconPlus size={16} />}>
            {create.label}
          </Button>
        }
      />
      <BillingNotSetUp />
      {none ? (
        <Paper withBorder p="md">
          <EmptyState
            py="xl"
            icon={<IconInbox size={28} />}
            withIndicatorBackground
            title={first.title}
            description={first.description}
          >
            <EmptyState.Actions>
              <Button component={Link} to={create.to} leftSection={<IconPlus size={16} />}>
                {first.action}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : (
        <ListPanel
          state={state}
          list={list}
          caption={title}
          columns={columns}
          empty={empty}
          filtered={filtered}
          searchLabel={searchLabel}
          filters={filters.map((filter) => filter.control)}
        >
          <ConfirmModal {...toggle.confirm.modal} {...deactivate} />
        </ListPanel>
      )}
    </>
  );
}
