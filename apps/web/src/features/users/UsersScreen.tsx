import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type ManagedUser,
  memberRoles,
  type Role,
  type UserListQuery,
  userListQuery,
} from '@tessera/api-contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useImpersonate } from '../../api/impersonation.ts';
import { useUsers } from '../../api/users.ts';
import { IconPlus } from '../../ui/icons.tsx';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { permissionLabel } from '../../ui/permissions.ts';
import { roleLabel } from '../../ui/roles.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { ImportUsersModal } from './ImportUsersModal.tsx';
import { UserFormModal } from './UserFormModal.tsx';

type SortField = UserListQuery['sort'];
const LIST = listSetup(userListQuery);

function SitesSummary({ user }: { user: ManagedUser }) {
  if (user.role === 'CardUser')
    return (
      <Text size="sm" c="dimmed">
        Cards only
      </Text>
    );
  if (user.landings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No websites
      </Text>
    );
  return (
    <Stack gap={2}>
      {user.landings.slice(0, 2).map((site) => (
        <Text size="sm" key={site.landing_id} lineClamp={1}>
          {site.title}{' '}
          <Text span size="xs" c="dimmed">
            ({site.permissions.map((p) => permissionLabel[p]).join(', ')})
          </Text>
        </Text>
      ))}
      {user.landings.length > 2 ? (
        <Text size="xs" c="dimmed">
          and {user.landings.length - 2} more
        </Text>
      ) : null}
    </Stack>
  );
}

/** SPEC §2 `/agency/users`: the agency's users, who they are and which websites they reach. */
export function UsersScreen() {
  const location = useLocation();
  const state = useListState(LIST);
  const [role, setRole] = useState<Role | 'all'>('all');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const impersonate = useImpersonate();
  const list = useUsers({ ...state.query, role: role === 'all' ? undefined : role });

  const columns: Column<ManagedUser, SortField>[] = [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      render: (u) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/agency/users/${u.id}`} size="sm" fw={600}>
            {u.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {u.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      sortField: 'role',
      render: (u) => (
        <Group gap={4}>
          <Badge variant="light" tt="none" size="sm">
            {roleLabel[u.role]}
          </Badge>
          {u.can_create_landing ? (
            <Badge variant="light" color="grape" tt="none" size="sm">
              Creates websites
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { id: 'sites', header: 'Websites', render: (u) => <SitesSummary user={u} /> },
    createdColumn('Added'),
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      render: (u) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Sign in as ${u.name}`}
            disabled={impersonate.isPending}
            loading={impersonate.isPending && impersonate.variables?.userId === u.id}
            onClick={() =>
              impersonate.mutate({ userId: u.id, returnTo: `${location.pathname}${location.search}` })
            }
          >
            Sign in as
          </Button>
          <Button size="compact-sm" variant="default" component={Link} to={`/agency/users/${u.id}`}>
            Manage
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Users"
        description="People who work in your agency: team members, clients and card holders."
        actions={
          <Group gap="sm">
            <Button variant="default" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New user
            </Button>
          </Group>
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="Users"
        columns={columns}
        empty={{
          title: 'No users yet',
          description: 'Add team members, clients or card holders with “New user”.',
        }}
        filtered={state.params.search !== '' || role !== 'all'}
        searchLabel="Search users"
        filters={
          <SegmentedControl
            aria-label="Role"
            value={role}
            onChange={(value) => {
              setRole(value as Role | 'all');
              state.update({ page: 1 });
            }}
            data={[
              { value: 'all', label: 'All' },
              ...memberRoles.map((r) => ({ value: r, label: roleLabel[r] })),
            ]}
          />
        }
      />
      {creating ? <UserFormModal opened onClose={() => setCreating(false)} /> : null}
      <ImportUsersModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
