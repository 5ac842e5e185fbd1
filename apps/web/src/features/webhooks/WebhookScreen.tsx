import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Drawer,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  type DeliverySummary,
  type RealtimeEvent,
  WEBHOOK_EVENT_LABELS,
  type WebhookDeliveryStatus,
} from '@tessera/api-contract';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { describeError, isApiError } from '../../api/errors.ts';
import { useSiteEvents } from '../../api/realtime.ts';
import {
  useDeliveries,
  useDelivery,
  useRedeliver,
  useTestWebhook,
  useWebhook,
  webhooksKey,
} from '../../api/webhooks.ts';
import { useAuth } from '../../state/authStore.ts';
import { formatDateTime } from '../../ui/format.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { type Column, ListFooter, ListTable } from '../../ui/list/ListTable.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { formPaths } from '../forms/paths.ts';
import { useSite } from '../websites/siteContext.ts';
import { DeliveryStatusBadge, WebhookStateBadge } from './status.tsx';
import { WebhookFormModal } from './WebhookForm.tsx';

const PER_PAGE = 20;
type StatusFilter = 'all' | WebhookDeliveryStatus;

function eventLabel(event: string): string {
  return event === 'webhook.test'
    ? 'Test event'
    : (WEBHOOK_EVENT_LABELS[event as keyof typeof WEBHOOK_EVENT_LABELS] ?? event);
}

/** One webhook: its settings, and the log of what was sent to it and what came back. */
export function WebhookScreen() {
  const site = useSite();
  const webhookId = Number(useParams().webhookId);
  const webhook = useWebhook(site.id, webhookId);
  const [query, setQuery] = useSearchParams();
  const page = Math.max(1, Number(query.get('page')) || 1);
  const status = (query.get('status') ?? 'all') as StatusFilter;
  const openId = query.get('delivery');
  const deliveries = useDeliveries(site.id, webhookId, {
    page,
    per_page: PER_PAGE,
    ...(status === 'all' ? {} : { status }),
  });
  const test = useTestWebhook(site.id);
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  const mayManage = site.permissions.includes('manage_settings');

  // Attempts land in the log as they happen.
  useSiteEvents(site.id, (event: RealtimeEvent) => {
    if (event.event !== 'webhook.delivery' || Number(event.ids.webhook_id) !== webhookId) return;
    void queryClient.invalidateQueries({ queryKey: webhooksKey(epoch, site.id) });
  });

  const set = (name: string, value: string | null) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      if (name === 'status') next.delete('page');
      return next;
    });

  if (
    !Number.isInteger(webhookId) ||
    webhookId <= 0 ||
    (isApiError(webhook.error) && webhook.error.status === 404)
  ) {
    return (
      <Alert color="red" variant="light" title="Webhook not found" icon={<IconAlert />}>
        <Anchor component={Link} to={formPaths.webhooks(site.id)} size="sm">
          Back to webhooks
        </Anchor>
      </Alert>
    );
  }
  const hook = webhook.data;

  const columns: Column<DeliverySummary, 'created_at'>[] = [
    {
      id: 'event',
      header: 'Event',
      render: (delivery) => (
        <UnstyledButton
          onClick={() => set('delivery', delivery.id)}
          aria-label={`Open delivery ${delivery.id}`}
        >
          <Text size="sm" fw={600}>
            {eventLabel(delivery.event)}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {delivery.id}
          </Text>
        </UnstyledButton>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      render: (delivery) => <DeliveryStatusBadge status={delivery.status} />,
    },
    {
      id: 'response',
      header: 'Answer',
      render: (delivery) => (
        <Text size="sm" c={delivery.error ? 'red.7' : undefined} lineClamp={2}>
          {delivery.error ?? (delivery.response_status ? `HTTP ${delivery.response_status}` : '—')}
        </Text>
      ),
    },
    {
      id: 'attempts',
      header: 'Attempts',
      align: 'right',
      render: (delivery) => <Text size="sm">{delivery.attempts}</Text>,
    },
    {
      id: 'created',
      header: 'Sent',
      render: (delivery) => <Text size="sm">{formatDateTime(delivery.created_at)}</Text>,
    },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        {!hook ? (
          <Stack aria-busy="true">
            <Skeleton h={24} w={240} />
            <Skeleton h={14} w={360} />
          </Stack>
        ) : (
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <Stack gap={4}>
              <Anchor component={Link} to={formPaths.webhooks(site.id)} size="sm">
                ← Webhooks
              </Anchor>
              <Group gap="sm">
                <Title order={2} size="h3">
                  {hook.name}
                </Title>
                <WebhookStateBadge webhook={hook} />
              </Group>
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                POST {hook.url}
              </Text>
              <Group gap={4}>
                {hook.events.map((event) => (
                  <Badge key={event} size="sm" variant="outline" color="gray">
                    {eventLabel(event)}
                  </Badge>
                ))}
                <Text size="xs" c="dimmed">
                  · secret ends in <Code>{hook.secret_hint}</Code>
                </Text>
              </Group>
            </Stack>
            <Group gap="sm">
              <PermissionGate allowed={mayManage} permission="manage_settings">
                <Button variant="default" loading={test.isPending} onClick={() => test.mutate(webhookId)}>
                  Send a test event
                </Button>
              </PermissionGate>
              <PermissionGate allowed={mayManage} permission="manage_settings">
                <Button variant="light" onClick={() => setEditing(true)}>
                  Edit
                </Button>
              </PermissionGate>
            </Group>
          </Group>
        )}
        {hook && !hook.active && hook.disabled_reason ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlert />}
            mt="md"
            title="This webhook was switched off"
          >
            {hook.disabled_reason} Fix the endpoint, then switch it on again under Edit.
          </Alert>
        ) : null}
      </Paper>

      <Paper withBorder p="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={3} size="h4">
            Delivery log
          </Title>
          <SegmentedControl
            aria-label="Show deliveries"
            size="xs"
            value={status}
            onChange={(value) => set('status', value === 'all' ? null : value)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'succeeded', label: 'Delivered' },
              { value: 'retrying', label: 'Retrying' },
              { value: 'failed', label: 'Failed' },
            ]}
          />
        </Group>
        <ListTable
          caption={`Deliveries to ${hook?.name ?? 'this webhook'}`}
          columns={columns}
          rows={deliveries.data?.data}
          rowKey={(delivery) => delivery.id}
          sort={{ sort: 'created_at', order: 'desc' }}
          onSort={() => undefined}
          loading={deliveries.isPending}
          refreshing={deliveries.isPlaceholderData}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          empty={{
            title: 'Nothing sent yet',
            description:
              'Deliveries appear here as events happen. Send a test event to try the endpoint now.',
          }}
          filtered={status !== 'all'}
          perPage={PER_PAGE}
        />
        <ListFooter
          page={page}
          perPage={PER_PAGE}
          total={deliveries.data?.meta.total}
          onPage={(next) => set('page', String(next))}
        />
      </Paper>
      <DeliveryDrawer
        landingId={site.id}
        webhookId={webhookId}
        deliveryId={openId}
        onClose={() => set('delivery', null)}
        mayManage={mayManage}
      />
      {editing && hook ? (
        <WebhookFormModal
          landingId={site.id}
          webhook={hook}
          opened
          onClose={() => setEditing(false)}
          onCreated={() => setEditing(false)}
        />
      ) : null}
    </Stack>
  );
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function DeliveryDrawer({
  landingId,
  webhookId,
  deliveryId,
  onClose,
  mayManage,
}: {
  landingId: number;
  webhookId: number;
  deliveryId: string | null;
  onClose: () => void;
  mayManage: boolean;
}) {
  const delivery = useDelivery(landingId, webhookId, deliveryId);
  const redeliver = useRedeliver(landingId, webhookId);
  const data = delivery.data;
  const busy = data?.status === 'pending' || data?.status === 'retrying';
  return (
    <Drawer
      opened={deliveryId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>Delivery</Text>}
    >
      {delivery.error && !data ? (
        <Alert color="red" variant="light" icon={<IconAlert />}>
          {describeError(delivery.error)}
        </Alert>
      ) : !data ? (
        <Skeleton h={200} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap="sm">
              <DeliveryStatusBadge status={data.status} />
              <Text size="sm">{eventLabel(data.event)}</Text>
            </Group>
            <PermissionGate allowed={mayManage} permission="manage_settings">
              <Button
                size="xs"
                variant="light"
                disabled={busy}
                loading={redeliver.isPending}
                onClick={() => redeliver.mutate(data.id)}
              >
                Send again
              </Button>
            </PermissionGate>
          </Group>
          <Text size="xs" c="dimmed">
            Id <Code>{data.id}</Code>, sent as <Code>webhook-id</Code> on every attempt.
          </Text>
          <div>
            <Text fw={600} size="sm" mb={4}>
              Attempts
            </Text>
            {data.log.length === 0 ? (
              <Text size="sm" c="dimmed">
                Not tried yet.
              </Text>
            ) : (
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Answer</Table.Th>
                    <Table.Th ta="right">Time</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.log.map((attempt) => (
                    <Table.Tr key={attempt.at}>
                      <Table.Td>{formatDateTime(attempt.at)}</Table.Td>
                      <Table.Td c={attempt.error ? 'red.7' : undefined}>
                        {attempt.error ?? `HTTP ${attempt.status}`}
                      </Table.Td>
                      <Table.Td ta="right">{attempt.duration_ms} ms</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
          {data.response_excerpt ? (
            <div>
              <Text fw={600} size="sm" mb={4}>
                Last answer
              </Text>
              <Code block>{data.response_excerpt}</Code>
            </div>
          ) : null}
          <div>
            <Text fw={600} size="sm" mb={4}>
              Body sent
            </Text>
            <Code block>{prettyJson(data.body)}</Code>
          </div>
        </Stack>
      )}
    </Drawer>
  );
}
