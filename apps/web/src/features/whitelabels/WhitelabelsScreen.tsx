import { Badge, Button, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { type Whitelabel, type WhitelabelListQuery, whitelabelListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { useRequestCertificate, useWhitelabels } from '../../api/whitelabels.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconPlus } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { WhitelabelFormModal } from './WhitelabelFormModal.tsx';

type SortField = WhitelabelListQuery['sort'];
// SPEC §9: 10 per page, sorted by domain.
const LIST = listSetup(whitelabelListQuery);

const certBadge: Record<Whitelabel['cert_status'], { label: string; color: string; tip: string }> = {
  none: {
    label: 'No certificate',
    color: 'gray',
    tip: 'The TLS proxy is told not to obtain certificates yet.',
  },
  requested: {
    label: 'Requested',
    color: 'yellow',
    tip: 'The TLS proxy may now obtain certificates; it has not asked about these domains yet.',
  },
  active: { label: 'Active', color: 'teal', tip: 'The TLS proxy asked for these domains and was told yes.' },
};

/** SPEC §2 `/admin/whitelabels`: the brands the app is served under. */
export function WhitelabelsScreen() {
  const state = useListState(LIST);
  const [editing, setEditing] = useState<Whitelabel | 'new' | null>(null);
  const cert = useRequestCertificate();
  const list = useWhitelabels(state.query);

  const columns: Column<Whitelabel, SortField>[] = [
    {
      id: 'domain',
      header: 'Domains',
      sortField: 'domain',
      render: (w) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {w.domain}
          </Text>
          {w.domain_2 ? (
            <Text size="xs" c="dimmed">
              {w.domain_2}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'name',
      header: 'Brand',
      sortField: 'name',
      render: (w) => (
        <Group gap="sm" wrap="nowrap">
          {w.logo_wide || w.logo ? (
            <Image src={w.logo_wide ?? w.logo ?? ''} alt="" h={24} maw={120} fit="contain" />
          ) : null}
          <Text size="sm">{w.name}</Text>
        </Group>
      ),
    },
    {
      id: 'agencies',
      header: 'Agencies',
      align: 'right',
      render: (w) => <Text size="sm">{w.agencies_count}</Text>,
    },
    {
      id: 'cert',
      header: 'TLS',
      render: (w) => {
        const badge = certBadge[w.cert_status];
        return (
          <Tooltip
            label={`${badge.tip}${w.cert_checked_at ? ` Last asked ${formatDateTime(w.cert_checked_at)}.` : ''}`}
            multiline
            w={260}
          >
            <Badge color={badge.color} variant="light" tt="none" tabIndex={0}>
              {badge.label}
            </Badge>
          </Tooltip>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      render: (w) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            loading={cert.isPending && cert.variables === w.id}
            onClick={() => cert.mutate(w.id)}
            aria-label={`Request certificates for ${w.domain}`}
          >
            {w.cert_status === 'none' ? 'Request certificate' : 'Request again'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setEditing(w)}
            aria-label={`Edit ${w.name}`}
          >
            Edit
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title="White labels"
        description="Brands the app is served under: each has its own domains, name and logos."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New white label
          </Button>
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="White labels"
        columns={columns}
        empty={{
          title: 'No white labels',
          description: 'Add one to serve the app under another brand and domain.',
        }}
        searchLabel="Search white labels"
      />
      {editing ? (
        <WhitelabelFormModal
          whitelabel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
