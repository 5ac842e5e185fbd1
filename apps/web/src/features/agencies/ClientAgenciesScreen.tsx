import { Alert, Button, SegmentedControl, Text } from '@mantine/core';
import { type AgencyListItem, agencyListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAgencies } from '../../api/agencies.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { IconPlus } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { AgencyFormScreen } from './AgencyFormScreen.tsx';
import { agencyColumns } from './agencyColumns.tsx';

type SortField = 'id' | 'name' | 'created_at';
// A reseller looks its clients up by name, so the list starts in name order.
const LIST = listSetup<SortField>(agencyListQuery, {
  sortFields: ['id', 'name', 'created_at'],
  defaultSort: 'name',
  defaultOrder: 'asc',
});

/** SPEC §1: a reseller agency manages other agencies. Live only while its reseller plan is. */
function useIsReseller(): boolean {
  const agency = useSignedInProfile().agency;
  return agency !== null && (agency.reseller_status === 'active' || agency.reseller_status === 'trialing');
}

function NotReseller() {
  return (
    <Alert color="blue" title="Manage your clients' agencies" maw={640}>
      <Text size="sm" mb="sm">
        With a reseller plan you create agencies for your clients, sign in as their owners and cover their
        access under your own plan.
      </Text>
      <Button component={Link} to="/agency/reseller-subscriptions" size="xs">
        See reseller plans
      </Button>
    </Alert>
  );
}

export function ClientAgenciesScreen() {
  const reseller = useIsReseller();
  const state = useListState(LIST);
  const [status, setStatus] = useState<'active' | 'archived'>('active');
  const list = useAgencies({ ...state.query, status }, { enabled: reseller });

  const shared = agencyColumns((a) => `/agency/clients/${a.id}/edit`);
  const columns: Column<AgencyListItem, SortField>[] = [
    shared.name,
    shared.owner,
    shared.created,
    shared.actions,
  ];

  return (
    <>
      <ScreenHeader
        title="Client agencies"
        description="Agencies you manage as a reseller."
        actions={
          reseller ? (
            <Button component={Link} to="/agency/clients/create" leftSection={<IconPlus size={16} />}>
              New client agency
            </Button>
          ) : null
        }
      />
      {reseller ? (
        <ListPanel
          state={state}
          list={list}
          caption="Client agencies"
          columns={columns}
          empty={{ title: 'No client agencies', description: 'Create one for each client you resell to.' }}
          searchLabel="Search client agencies"
          filters={
            <SegmentedControl
              aria-label="State"
              value={status}
              onChange={(v) => {
                setStatus(v as 'active' | 'archived');
                state.update({ page: 1 });
              }}
              data={[
                { value: 'active', label: 'Active' },
                { value: 'archived', label: 'Archived' },
              ]}
            />
          }
        />
      ) : (
        <NotReseller />
      )}
    </>
  );
}

export function ClientAgencyFormScreen() {
  return useIsReseller() ? <AgencyFormScreen mode="reseller" /> : <NotReseller />;
}
