import { Anchor, Badge, Button, Group, Tabs, Text } from '@mantine/core';
import {
  type AgencyListItem,
  type AgencyListQuery,
  type AgencyListStatus,
  agencyListQuery,
  agencyListStatus,
} from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import { Link, useNavigate } from 'react-router';
import { useAgencies } from '../../api/agencies.ts';
import { IconPlus } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { agencyColumns } from './agencyColumns.tsx';

type SortField = AgencyListQuery['sort'];
// The contract's defaults: SPEC §9, 10 per page sorted by id ascending.
const LIST = listSetup(agencyListQuery);

const tabs: Record<AgencyListStatus, { label: string; path: string; empty: string }> = {
  active: { label: 'Active', path: '/admin/agencies', empty: 'Agencies appear here once they register.' },
  archived: { label: 'Archived', path: '/admin/agencies/archived', empty: 'Deleted agencies are kept here.' },
  free_register: {
    label: 'Free register',
    path: '/admin/agencies/free_register',
    empty: 'Agencies that registered for free appear here.',
  },
};

function AccessBadges({ agency }: { agency: AgencyListItem }) {
  const badges: { label: string; color: string }[] = [];
  if (agency.subscribed) badges.push({ label: 'Subscribed', color: 'teal' });
  if (agency.free_fee) badges.push({ label: 'Free fee', color: 'blue' });
  if (agency.free_register) badges.push({ label: 'Free register', color: 'grape' });
  if (badges.length === 0) badges.push({ label: 'No access', color: 'red' });
  if (agency.stripe_status !== 'none')
    badges.push({ label: `Stripe: ${agency.stripe_status}`, color: 'gray' });
  if (agency.reseller_status !== 'none')
    badges.push({ label: `Reseller: ${agency.reseller_status}`, color: 'gray' });
  return (
    <Group gap={4}>
      {badges.map((b) => (
        <Badge key={b.label} color={b.color} variant="light" size="sm" tt="none">
          {b.label}
        </Badge>
      ))}
    </Group>
  );
}

export function AgenciesScreen({ status }: { status: AgencyListStatus }) {
  const navigate = useNavigate();
  const state = useListState(LIST);
  const { params } = state;
  const list = useAgencies({ ...state.query, status });

  const shared = agencyColumns((a) => `/admin/agencies/${a.id}/edit`);
  const columns: Column<AgencyListItem, SortField>[] = [
    { id: 'id', header: 'ID', sortField: 'id', width: 80, render: (a) => <Text size="sm">{a.id}</Text> },
    shared.name,
    shared.owner,
    { id: 'access', header: 'Access', width: 170, render: (a) => <AccessBadges agency={a} /> },
    shared.created,
    {
      id: 'reseller',
      header: 'Managed by',
      render: (a) =>
        a.parent_agency ? (
          <Anchor component={Link} to={`/admin/agencies/${a.parent_agency.id}/edit`} size="sm">
            {a.parent_agency.name}
          </Anchor>
        ) : a.client_count > 0 ? (
          <Badge variant="light" color="indigo" size="sm" tt="none">
            Reseller · {countOf(a.client_count, 'client')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    shared.actions,
  ];

  return (
    <>
      <ScreenHeader
        title="Agencies"
        description="Every agency on this platform, by state."
        actions={
          <Button component={Link} to="/admin/agencies/create" leftSection={<IconPlus size={16} />}>
            New agency
          </Button>
        }
      />
      <Tabs
        value={status}
        onChange={(value) => {
          const next = agencyListStatus.safeParse(value);
          if (!next.success || next.data === status) return;
          // The search carries over between tabs; the page and sort start afresh.
          const search = params.search ? `?search=${encodeURIComponent(params.search)}` : '';
          void navigate(`${tabs[next.data].path}${search}`);
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Agency state" mb="md">
          {agencyListStatus.options.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {tabs[value].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={status}>
          <ListPanel
            state={state}
            list={list}
            caption={`${tabs[status].label} agencies`}
            columns={columns}
            empty={{
              title: `No ${tabs[status].label.toLowerCase()} agencies`,
              description: tabs[status].empty,
            }}
            searchLabel="Search agencies"
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
