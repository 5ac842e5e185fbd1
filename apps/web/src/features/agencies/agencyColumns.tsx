import { Stack, Text } from '@mantine/core';
import type { AgencyListItem } from '@tessera/api-contract';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { AgencyActions } from './AgencyActions.tsx';

type AgencyColumn = Column<AgencyListItem, 'name' | 'created_at'>;

/** The columns the admin's agency list and a reseller's client list share. */
export function agencyColumns(editPath: (agency: AgencyListItem) => string): {
  name: AgencyColumn;
  owner: AgencyColumn;
  created: AgencyColumn;
  actions: AgencyColumn;
} {
  return {
    name: {
      id: 'name',
      header: 'Agency',
      sortField: 'name',
      render: (a) => (
        <Text size="sm" fw={600}>
          {a.name}
        </Text>
      ),
    },
    owner: {
      id: 'owner',
      header: 'Owner',
      render: (a) =>
        a.owner ? (
          <Stack gap={0}>
            <Text size="sm">{a.owner.name}</Text>
            <Text size="xs" c="dimmed">
              {a.owner.email}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No owner
          </Text>
        ),
    },
    created: createdColumn('Created'),
    actions: {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      render: (a) => <AgencyActions agency={a} editPath={editPath(a)} />,
    },
  };
}
