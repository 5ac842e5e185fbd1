import { Badge, Select, Stack, Text } from '@mantine/core';
import { type AuditAction, type AuditEntry, auditActions } from '@tessera/api-contract';
import { useState } from 'react';
import { useAuditLog } from '../../api/audit.ts';
import { formatDateTime } from '../../ui/format.ts';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import type { ListSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { roleLabel } from '../../ui/roles.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';

// Newest first, 20 a page; the log sorts by time only.
const LIST: ListSetup<'created_at'> = {
  perPage: 20,
  config: { sortFields: ['created_at'], defaultSort: 'created_at', defaultOrder: 'desc' },
};

const actionLabel: Record<AuditAction, string> = {
  'impersonation.start': 'Impersonation started',
  'impersonation.stop': 'Impersonation stopped',
  'password.reset': 'Password reset',
  'password.changed': 'Password changed',
  'password.set_by_other': 'Password set by someone else',
  'user.created': 'User created',
  'user.updated': 'User updated',
  'user.deleted': 'User deleted',
  'agency.created': 'Agency created',
  'agency.updated': 'Agency updated',
  'agency.archived': 'Agency archived',
  'agency.restored': 'Agency restored',
  'agency.openai_key_changed': 'AI key changed',
  'whitelabel.cert_requested': 'Certificate requested',
  'preview_share.issued': 'Preview share link issued',
  'preview_share.revoked': 'Preview share link revoked',
  'billing.changed': 'Billing changed',
  'billing.plan_given': 'Plan given by an admin',
  'billing.canceled': 'Subscription canceled',
  'gateway.connected': 'Payment gateway connected',
  'gateway.revoked': 'Payment gateway revoked',
};

function Person({ person }: { person: AuditEntry['actor'] }) {
  if (!person)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{person.name}</Text>
      <Text size="xs" c="dimmed">
        {person.email} · {roleLabel[person.role as keyof typeof roleLabel] ?? person.role}
      </Text>
    </Stack>
  );
}

/** Who did what: impersonation start and stop, password and account changes (admins only). */
export function AuditLogScreen() {
  const state = useListState(LIST);
  const [action, setAction] = useState<AuditAction | null>(null);
  const { page, per_page, search, order } = state.query;
  const list = useAuditLog({ page, per_page, search, order, action: action ?? undefined });

  const columns: Column<AuditEntry, 'created_at'>[] = [
    {
      id: 'when',
      header: 'When',
      sortField: 'created_at',
      width: 190,
      render: (e) => <Text size="sm">{formatDateTime(e.created_at)}</Text>,
    },
    {
      id: 'action',
      header: 'Action',
      width: 220,
      render: (e) => (
        <Badge
          variant="light"
          tt="none"
          color={e.action.startsWith('impersonation') ? 'yellow' : 'blue'}
          styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
        >
          {actionLabel[e.action as AuditAction] ?? e.action}
        </Badge>
      ),
    },
    { id: 'actor', header: 'By', render: (e) => <Person person={e.actor} /> },
    { id: 'subject', header: 'On', render: (e) => <Person person={e.subject} /> },
    { id: 'ip', header: 'IP', render: (e) => <Text size="sm">{e.ip ?? '—'}</Text> },
  ];

  return (
    <>
      <ScreenHeader
        title="Audit log"
        description="Security-relevant actions across the platform, newest first."
      />
      <ListPanel
        state={state}
        list={list}
        caption="Audit log"
        columns={columns}
        empty={{
          title: 'Nothing recorded',
          description: 'Impersonations and account changes appear here.',
        }}
        filtered={state.params.search !== '' || action !== null}
        searchLabel="Search by person"
        filters={
          <Select
            label="Action"
            placeholder="All actions"
            clearable
            data={auditActions.map((a) => ({ value: a, label: actionLabel[a] }))}
            value={action}
            onChange={(value) => {
              setAction(value as AuditAction | null);
              state.update({ page: 1 });
            }}
            w={260}
          />
        }
      />
    </>
  );
}
