import { Button, SegmentedControl, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconPlus } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel, type ListQueryResult } from '../../ui/list/ListView.tsx';
import type { ListSetup } from '../../ui/list/params.ts';
import { type ActionGate, GatedMenuItem } from '../../ui/list/RowActions.tsx';
import { type ListState, useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { useSite } from '../websites/siteContext.ts';
import { GatewayNeededNote, PaymentsNav, useCommerceGates } from './parts.tsx';

// The lists of products and coupons: records made on the connected account that are archived
// rather than changed or lost (orders keep them), shown active, archived or all.

/** A product or a coupon, as far as archiving it needs. */
interface ArchivableRow {
  id: number;
  archived: boolean;
}

export type ArchivedView = 'false' | 'true' | 'all';

/**
 * The active/archived filter of products and coupons: in the URL (`show`) beside the list's own
 * parameters; choosing one goes back to the first page.
 */
function useArchivedView(): { view: ArchivedView; set: (view: string) => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get('show');
  const view: ArchivedView = raw === 'archived' ? 'true' : raw === 'all' ? 'all' : 'false';
  return {
    view,
    set: (next) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'true') out.set('show', 'archived');
        else if (next === 'all') out.set('show', 'all');
        else out.delete('show');
        out.delete('page');
        return out;
      }),
  };
}

function ArchivedFilterControl({ view, onChange }: { view: ArchivedView; onChange: (v: string) => void }) {
  return (
    <SegmentedControl
      aria-label="Show"
      value={view}
      onChange={onChange}
      data={[
        { value: 'false', label: 'Active' },
        { value: 'true', label: 'Archived' },
        { value: 'all', label: 'All' },
      ]}
    />
  );
}

/**
 * What a list of products or coupons works with: its state in the URL with the active/archived
 * filter, the site's rows `useRows` fetches for them, and the commerce gates.
 */
export function useArchivableList<T extends ArchivableRow, F extends string>(
  setup: ListSetup<F>,
  useRows: (
    landingId: number,
    query: ListState<F>['query'] & { archived: ArchivedView },
  ) => ListQueryResult<T>,
) {
  const site = useSite();
  const state = useListState(setup);
  const archived = useArchivedView();
  const list = useRows(site.id, { ...state.query, archived: archived.view });
  const gates = useCommerceGates();
  return { state, archived, list, gates };
}

/**
 * The Payments tab's list of products or coupons: its navigation, why nothing can be made yet
 * while no gateway takes payments, then the list panel with the active/archived filter and the
 * button making a new one (behind `gates.create`); `children` after the list (its dialogs).
 */
export function ArchivableListScreen<T extends ArchivableRow, F extends string>({
  state,
  list,
  archived,
  gates,
  caption,
  columns,
  searchLabel,
  empty,
  create,
  children,
}: {
  state: ListState<F>;
  list: ListQueryResult<T>;
  archived: ReturnType<typeof useArchivedView>;
  gates: ReturnType<typeof useCommerceGates>;
  caption: string;
  columns: readonly Column<T, F>[];
  searchLabel: string;
  /**
   * The empty list: showing archived ones, or before the first one, which says first what to do
   * while no gateway takes payments (`noGateway`) and else what to make (`description`).
   */
  empty: {
    archived: { title: string; description: string };
    first: { title: string; noGateway: string; description: string };
  };
  /** The button making a new one. */
  create: { label: string; onClick: () => void };
  children?: ReactNode;
}) {
  // Without Stripe on the platform the note above says why; the empty state need not repeat it.
  const noGateway = gates.gateway === null && !gates.notConfigured;
  return (
    <>
      <PaymentsNav />
      <GatewayNeededNote gates={gates} />
      <ListPanel
        state={state}
        list={list}
        caption={caption}
        columns={columns}
        empty={
          archived.view === 'true'
            ? empty.archived
            : {
                title: empty.first.title,
                description: noGateway ? empty.first.noGateway : empty.first.description,
              }
        }
        filtered={state.params.search !== '' || archived.view !== 'false'}
        searchLabel={searchLabel}
        filters={<ArchivedFilterControl view={archived.view} onChange={archived.set} />}
        actions={
          <PermissionGate {...gates.create}>
            <Button leftSection={<IconPlus size={16} />} onClick={create.onClick}>
              {create.label}
            </Button>
          </PermissionGate>
        }
      >
        {children}
      </ListPanel>
    </>
  );
}

/** The archive call of products or coupons, as far as the confirmation needs it. */
interface ArchiveMutation<V> {
  mutate(variables: V, options: { onSuccess?: () => void; onSettled?: () => void }): void;
  isPending: boolean;
}

/**
 * Archiving a row, or unarchiving an archived one, once confirmed: the confirmation's state
 * (`useRowConfirm`), running `setArchived` with what `variables` makes of the row and its new state.
 */
export function useArchiveConfirm<T extends ArchivableRow, V>(
  setArchived: ArchiveMutation<V>,
  variables: (row: T, archived: boolean) => V,
) {
  return useRowConfirm<T>({
    mutate: (_id, options, row) => setArchived.mutate(variables(row, !row.archived), options),
    isPending: setArchived.isPending,
  });
}

/** A row menu's "Archive", or "Unarchive" for an archived row, behind the gate. */
export function ArchiveMenuItem({
  archived,
  gate,
  color,
  onClick,
}: {
  archived: boolean;
  gate: ActionGate;
  color?: string;
  onClick: () => void;
}) {
  return (
    <GatedMenuItem gate={gate} color={color} onClick={onClick}>
      {archived ? 'Unarchive' : 'Archive'}
    </GatedMenuItem>
  );
}

/**
 * The confirmation of archiving a row or unarchiving it: `title` names what happens to the row
 * (null while the dialog closes), the button says it of the `noun` ("Archive coupon"), and
 * `archiveText` or `unarchiveText` says what follows.
 */
export function ArchiveConfirmModal<T extends ArchivableRow>({
  confirm,
  noun,
  title,
  archiveText,
  unarchiveText,
}: {
  confirm: ReturnType<typeof useRowConfirm<T>>;
  noun: string;
  title: (row: T | null) => string;
  archiveText: string;
  unarchiveText: string;
}) {
  const unarchive = confirm.row?.archived;
  return (
    <ConfirmModal
      {...confirm.modal}
      title={title(confirm.row)}
      confirmLabel={unarchive ? `Unarchive ${noun}` : `Archive ${noun}`}
      color={unarchive ? 'blue' : 'red'}
    >
      <Text size="sm">{unarchive ? unarchiveText : archiveText}</Text>
    </ConfirmModal>
  );
}
