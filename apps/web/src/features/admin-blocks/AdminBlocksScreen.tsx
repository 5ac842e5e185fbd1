import { Anchor, Badge, Button, EmptyState, Paper, Select, Text } from '@mantine/core';
import {
  type AdminBlockListQuery,
  type AdminBlockSummary,
  adminBlockListQuery,
  type BlockKind,
  blockKinds,
} from '@tessera/api-contract';
import { Link, useSearchParams } from 'react-router';
import { useAdminBlocks } from '../../api/admin-blocks.ts';
import { IconInbox, IconPlus } from '../../ui/icons.tsx';
import { createdColumn, draftStatusColumn, lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { PublishedFilterControl, usePublishedFilter } from '../../ui/list/PublishedFilter.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { AdminBlockActions } from './AdminBlockActions.tsx';
import { BLOCK_KINDS, isBlockKind } from './kinds.ts';
import { adminBlockPaths } from './paths.ts';

type SortField = AdminBlockListQuery['sort'];
const LIST = listSetup(adminBlockListQuery);

/** The kind filter lives in the URL (`kind`) next to the list's own parameters; changing it goes to page 1. */
function useKindFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind: BlockKind | null = isBlockKind(raw) ? raw : null;
  const set = (next: string | null) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (isBlockKind(next)) out.set('kind', next);
      else out.delete('kind');
      out.delete('page');
      return out;
    });
  return { kind, set };
}

const COLUMNS: Column<AdminBlockSummary, SortField>[] = [
  {
    id: 'name',
    header: 'Block',
    sortField: 'name',
    render: (block) => (
      <Anchor component={Link} to={adminBlockPaths.design(block.id)} size="sm" fw={600}>
        {block.name}
      </Anchor>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    render: (block) => (
      <Badge color={block.kind === 'section' ? 'blue' : 'grape'} variant="outline" size="sm">
        {BLOCK_KINDS[block.kind].label}
      </Badge>
    ),
  },
  {
    id: 'elements',
    header: 'Elements',
    align: 'right',
    render: (block) => <Text size="sm">{block.element_count}</Text>,
  },
  draftStatusColumn(
    'The design changed since it was published: agencies’ palettes still offer the published copy.',
  ),
  createdColumn('Created'),
  lastEditedColumn(),
  {
    id: 'actions',
    header: '',
    align: 'right',
    width: 56,
    render: (block) => <AdminBlockActions block={block} />,
  },
];

/** Before the first block: what blocks are for and the way to make one. */
function NoBlocksYet() {
  return (
    <Paper withBorder p="md">
      <EmptyState
        py="xl"
        icon={<IconInbox size={28} />}
        withIndicatorBackground
        title="No blocks yet"
        description="Design a section or a row once and publish it: every agency’s editor then offers it in its block library."
      >
        <EmptyState.Actions>
          <Button component={Link} to={adminBlockPaths.create} leftSection={<IconPlus size={16} />}>
            New block
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

/** SPEC §2 `/admin/blocks`: the sections and rows agencies insert from their editor's block library. */
export function AdminBlocksScreen() {
  const state = useListState(LIST);
  const status = usePublishedFilter();
  const kind = useKindFilter();
  const list = useAdminBlocks({
    ...state.query,
    ...status.query,
    ...(kind.kind ? { kind: kind.kind } : {}),
  });
  const filtered = state.params.search !== '' || status.status !== 'all' || kind.kind !== null;
  // Nothing at all (not merely nothing matching): the empty state leads to a first block.
  const none = !filtered && !list.isPlaceholderData && list.data?.meta.total === 0;

  return (
    <>
      <ScreenHeader
        title="Blocks"
        description="Sections and rows agencies insert from their editor’s block library once you publish them."
        actions={
          <Button component={Link} to={adminBlockPaths.create} leftSection={<IconPlus size={16} />}>
            New block
          </Button>
        }
      />
      {none ? (
        <NoBlocksYet />
      ) : (
        <ListPanel
          state={state}
          list={list}
          caption="Blocks"
          columns={COLUMNS}
          empty={{
            title: 'No blocks yet',
            description:
              'Create one, design it and publish it: agencies then find it in their block library.',
          }}
          filtered={filtered}
          searchLabel="Search blocks"
          filters={
            <>
              <Select
                aria-label="Kind"
                placeholder="All kinds"
                data={blockKinds.map((value) => ({ value, label: BLOCK_KINDS[value].plural }))}
                value={kind.kind}
                onChange={kind.set}
                clearable
                w={160}
              />
              <PublishedFilterControl filter={status} />
            </>
          }
        />
      )}
    </>
  );
}
