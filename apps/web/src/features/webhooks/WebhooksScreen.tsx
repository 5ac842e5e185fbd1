import { Anchor, Badge, Button, Group, Menu, Text } from '@mantine/core';
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookListQuery,
  type WebhookSummary,
  webhookListQuery,
} from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteWebhook, useRotateWebhookSecret, useTestWebhook, useWebhooks } from '../../api/webhooks.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { IconPlus } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { formPaths } from '../forms/paths.ts';
import { useSite } from '../websites/siteContext.ts';
import { DeliveryStatusBadge, WebhookStateBadge } from './status.tsx';
import { WebhookFormModal, WebhookSecretModal } from './WebhookForm.tsx';

type SortField = WebhookListQuery['sort'];
const LIST = listSetup(webhookListQuery);

/** Endpoints that receive this site's events, signed, with their delivery state. */
export function WebhooksScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const list = useWebhooks(site.id, state.query);
  const mayManage = site.permissions.includes('manage_settings');
  const gate = { allowed: mayManage, permission: 'manage_settings' } as const;
  const [editing, setEditing] = useState<WebhookSummary | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [rolling, setRolling] = useState<WebhookSummary | null>(null);
  const remove = useDeleteWebhook(site.id);
  const deleting = useRowConfirm<WebhookSummary>(remove);
  const rotate = useRotateWebhookSecret(site.id);
  const test = useTestWebhook(site.id);

  const columns: Column<WebhookSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Webhook',
      sortField: 'name',
      render: (hook) => (
        <div>
          <Anchor component={Link} to={formPaths.webhook(site.id, hook.id)} size="sm" fw={600}>
            {hook.name}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {hook.url}
          </Text>
        </div>
      ),
    },
    {
      id: 'events',
      header: 'Events',
      render: (hook) => (
        <Group gap={4}>
          {hook.events.map((event) => (
            <Badge key={event} size="sm" variant="outline" color="gray">
              {WEBHOOK_EVENT_LABELS[event]}
            </Badge>
          ))}
        </Group>
      ),
    },
    { id: 'state', header: 'State', render: (hook) => <WebhookStateBadge webhook={hook} /> },
    {
      id: 'last',
      header: 'Last delivery',
      render: (hook) =>
        hook.last_delivery_status ? (
          <Group gap="xs" wrap="nowrap">
            <DeliveryStatusBadge status={hook.last_delivery_status} />
            {hook.last_delivery_at ? <Text size="xs">{formatDateTime(hook.last_delivery_at)}</Text> : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            None yet
          </Text>
        ),
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (hook) => (
        <RowMenu label={`Actions for ${hook.name}`}>
          <Menu.Item component={Link} to={formPaths.webhook(site.id, hook.id)}>
            Delivery log
          </Menu.Item>
          <GatedMenuItem gate={gate} onClick={() => setEditing(hook)}>
            Edit
          </GatedMenuItem>
          <GatedMenuItem gate={gate} onClick={() => test.mutate(hook.id)}>
            Send a test event
          </GatedMenuItem>
          <GatedMenuItem gate={gate} onClick={() => setRolling(hook)}>
            Roll signing secret
          </GatedMenuItem>
          <Menu.Divider />
          <GatedMenuItem gate={gate} color="red" onClick={() => deleting.open(hook)}>
            Delete
          </GatedMenuItem>
        </RowMenu>
      ),
    },
  ];

  return (
    <ListPanel
      state={state}
      list={list}
      caption={`Webhooks of ${site.title}`}
      columns={columns}
      empty={{
        title: 'No webhooks yet',
        description:
          'A webhook sends each form submission or page publish to another system (a CRM, Zapier, your own server), signed so it can check the sender.',
      }}
      searchLabel="Search webhooks"
      actions={
        <PermissionGate allowed={mayManage} permission="manage_settings">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New webhook
          </Button>
        </PermissionGate>
      }
    >
      {editing !== null ? (
        <WebhookFormModal
          key={editing === 'new' ? 'new' : editing.id}
          landingId={site.id}
          webhook={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret(created.secret);
          }}
        />
      ) : null}
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
      <ConfirmModal
        {...deleting.modal}
        title={`Delete the webhook “${deleting.row?.name ?? ''}”?`}
        confirmLabel="Delete webhook"
      >
        <Text size="sm">Its delivery log goes with it, and deliveries still being retried stop.</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={rolling !== null}
        title={`Roll the signing secret of “${rolling?.name ?? ''}”?`}
        confirmLabel="Roll secret"
        color="orange"
        loading={rotate.isPending}
        onClose={() => setRolling(null)}
        onConfirm={() =>
          rolling &&
          rotate.mutate(rolling.id, {
            onSuccess: (rolled) => {
              setRolling(null);
              setSecret(rolled.secret);
            },
          })
        }
      >
        <Text size="sm">
          Deliveries are signed with the new secret from now on; the receiver must be given it.
        </Text>
      </ConfirmModal>
    </ListPanel>
  );
}
