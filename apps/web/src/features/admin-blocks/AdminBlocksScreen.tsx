import { Badge, Button, EmptyState, Paper, Select, Text } from '@mantine/core';
import {
  type AdminBlockListQuery,
  type AdminBlockSummary,
  adminBlockListQuery,
  blockKinds,
} from '@tessera/api-contract';
import { Link } from 'react-router';
import { IconInbox, IconPlus } from '../../ui/icons.tsx';
import { createdColumn, draftStatusColumn, lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { listSetup } from '../../ui/list/params.ts';
import {
  actionsColumn,
  nameColumn,
  type RecordListFilter,
  RecordListScreen,
  useUrlFilter,
} from '../design-records/RecordList.tsx';
import { AdminBlockActions } from './AdminBlockActions.tsx';
import { adminBlockKind } from './kind.ts';
import { BLOCK_KINDS, isBlockKind } from './kinds.ts';
import { adminBlockPaths } from './paths.ts';

const LIST = listSetup(adminBlockListQuery);

/** The kind filter lives in the URL (`kind`) next to the list's own parameters. */
function useKindFilter(): RecordListFilter {
  const filter = useUrlFilter('kind');
  const kind = isBlockKind(filter.value) ? filter.value : null;
  return {
    active: kind !== null,
    query: kind ? { kind } : {},
    control: (
      <Select
        aria-label="Kind"
        placeholder="All kinds"
        data={blockKinds.map((value) => ({ value, label: BLOCK_KINDS[value].plural }))}
        value={kind}
        onChange={(next) => filter.set(isBlockKind(next) ? next : null)}
        clearable
        w={160}
      />
    ),
  };
}

const COLUMNS: Column<AdminBlockSummary, AdminBlockListQuery['sort']>[] = [
  nameColumn<AdminBlockSummary, 'name'>({ header: 'Block', sortField: 'name', to: adminBlockPaths.design }),
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
  actionsColumn((block) => <AdminBlockActions block={block} />),
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
  return (
    <RecordListScreen
      kind={adminBlockKind}
      list={LIST}
      columns={COLUMNS}
      filters={[useKindFilter()]}
      firstRecord={<NoBlocksYet />}
    />
  );
}
