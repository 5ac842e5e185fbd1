import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Input,
  Menu,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  type CardIntegration,
  type CardIntegrationDelivery,
  cardIntegrationBody,
  type cardIntegrationKinds,
} from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  useCardIntegrationDeliveries,
  useCardIntegrations,
  useDeleteCardIntegration,
  useSaveCardIntegration,
} from '../../api/cards.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { type FieldErrors, saveFailureErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert, IconPlus } from '../../ui/icons.tsx';
import { type Column, ListFooter, ListTable } from '../../ui/list/ListTable.tsx';
import { RowMenu } from '../../ui/list/RowActions.tsx';
import { ModalForm } from '../../ui/ModalForm.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { SigningSecretModal } from '../webhooks/SigningSecretModal.tsx';

type Kind = (typeof cardIntegrationKinds)[number];
/** The inputs of the integration form, where its messages land. */
const SHOWN = ['name', 'target'];

const KIND_LABEL: Record<Kind, string> = { webhook: 'Webhook', email: 'Email' };
const NO_SORT = { sort: 'created_at', order: 'desc' } as const;
const LOG_PAGE_SIZE = 10;

/** Delivered, or failed with the reason on hover (and in the delivery log). */
function DeliveryBadge({ status, error }: { status: 'succeeded' | 'failed'; error: string | null }) {
  if (status === 'succeeded')
    return (
      <Badge color="teal" variant="light">
        Delivered
      </Badge>
    );
  return (
    <Tooltip label={error ?? 'The lead could not be sent.'} multiline w={320} withArrow>
      <Badge color="red" variant="light" tabIndex={0}>
        Failed
      </Badge>
    </Tooltip>
  );
}

/**
 * `/agency/cards/integrations`: where the agency's cards send each new lead (a webhook or an
 * e-mail address), and whether the leads got there. The agency owner's screen.
 */
export function CardIntegrationsScreen() {
  const integrations = useCardIntegrations();
  const [editing, setEditing] = useState<CardIntegration | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<CardIntegration | null>(null);
  const remove = useDeleteCardIntegration();
  const deleting = useRowConfirm<CardIntegration>(remove);
  const failing = (integrations.data ?? []).filter((item) => item.last_delivery_status === 'failed');

  const columns: Column<CardIntegration, 'created_at'>[] = [
    {
      id: 'name',
      header: 'Integration',
      render: (item) => (
        <div>
          <Text size="sm" fw={600}>
            {item.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {item.target}
          </Text>
        </div>
      ),
    },
    {
      id: 'kind',
      header: 'Sends to',
      render: (item) => (
        <Badge variant="outline" color="gray">
          {KIND_LABEL[item.kind]}
        </Badge>
      ),
    },
    {
      id: 'state',
      header: 'State',
      render: (item) =>
        item.enabled ? (
          <Badge color="teal" variant="dot">
            On
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Off
          </Badge>
        ),
    },
    {
      id: 'last',
      header: 'Last delivery',
      render: (item) =>
        item.last_delivery_status ? (
          <Group gap="xs" wrap="nowrap">
            <DeliveryBadge status={item.last_delivery_status} error={item.last_delivery_error} />
            {item.last_delivery_at ? <Text size="xs">{formatDateTime(item.last_delivery_at)}</Text> : null}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No leads yet
          </Text>
        ),
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (item) => (
        <RowMenu label={`Actions for ${item.name}`}>
          <Menu.Item onClick={() => setLog(item)}>Delivery log</Menu.Item>
          <Menu.Item onClick={() => setEditing(item)}>Edit</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => deleting.open(item)}>
            Delete
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Card integrations"
        description={
          <>
            Where your cards send each new lead, besides the card’s own leads list. Pick them per card in the
            card’s settings.{' '}
            <Anchor component={Link} to="/agency/cards" size="sm">
              Back to cards
            </Anchor>
          </>
        }
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            New integration
          </Button>
        }
      />
      {failing.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlert />}
          mb="lg"
          title={
            failing.length === 1
              ? 'Leads are not reaching one integration'
              : `Leads are not reaching ${failing.length} integrations`
          }
        >
          <Stack gap={6}>
            {failing.map((item) => (
              <Group key={item.id} gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">
                  <b>{item.name}</b>: {item.last_delivery_error ?? 'The lead could not be sent.'}
                </Text>
                <Button size="compact-sm" variant="light" color="red" onClick={() => setLog(item)}>
                  See deliveries
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <ListTable
          caption="Card integrations"
          columns={columns}
          rows={integrations.data}
          rowKey={(item) => item.id}
          sort={NO_SORT}
          onSort={() => undefined}
          loading={integrations.isPending}
          refreshing={integrations.isFetching && !integrations.isPending}
          error={integrations.error}
          onRetry={() => void integrations.refetch()}
          empty={{
            title: 'No integrations yet',
            description:
              'An integration sends each new lead of the cards that use it to a webhook (a CRM, Zapier, your own server) or an e-mail inbox.',
          }}
          filtered={false}
          perPage={10}
        />
      </Paper>
      {editing !== null ? (
        <IntegrationFormModal
          key={editing === 'new' ? 'new' : editing.id}
          integration={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret(created);
          }}
        />
      ) : null}
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      {log ? <DeliveryLogModal integration={log} onClose={() => setLog(null)} /> : null}
      <ConfirmModal
        {...deleting.modal}
        title={`Delete the integration “${deleting.row?.name ?? ''}”?`}
        confirmLabel="Delete integration"
      >
        <Text size="sm">
          Cards that use it stop sending leads to it, and its delivery log goes with it. The leads themselves
          stay on each card.
        </Text>
      </ConfirmModal>
    </>
  );
}

/** Creating or editing one; a new webhook ends by showing its signing secret once. */
function IntegrationFormModal({
  integration,
  onClose,
  onCreated,
}: {
  integration: CardIntegration | null;
  onClose: () => void;
  onCreated: (secret: string | null) => void;
}) {
  const save = useSaveCardIntegration();
  const [name, setName] = useState(integration?.name ?? '');
  const [kind, setKind] = useState<Kind>(integration?.kind ?? 'webhook');
  const [target, setTarget] = useState(integration?.target ?? '');
  const [enabled, setEnabled] = useState(integration?.enabled ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const body = { name, kind, target, enabled };
    const parsed = cardIntegrationBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, SHOWN));
    setErrors({});
    save.mutate(
      { id: integration?.id ?? null, body },
      {
        onSuccess: (saved) => (integration ? onClose() : onCreated(saved.secret)),
        onError: (error) => setErrors(saveFailureErrors(error, SHOWN)),
      },
    );
  };

  return (
    <ModalForm
      title={integration ? `Edit “${integration.name}”` : 'New integration'}
      onClose={onClose}
      errors={errors}
      onSubmit={submit}
      saving={save.isPending}
      submitLabel={integration ? 'Save integration' : 'Create integration'}
    >
      <TextInput
        label="Name"
        required
        maxLength={80}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.currentTarget.value)}
        data-autofocus
      />
      <Input.Wrapper id="integration-kind" label="Send leads to" labelElement="div">
        <SegmentedControl
          aria-labelledby="integration-kind-label"
          fullWidth
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          data={[
            { value: 'webhook', label: 'A webhook' },
            { value: 'email', label: 'An e-mail address' },
          ]}
        />
      </Input.Wrapper>
      <TextInput
        label={kind === 'webhook' ? 'Webhook URL' : 'E-mail address'}
        description={
          kind === 'webhook'
            ? 'Each lead is POSTed there as signed JSON. Addresses on private networks are refused.'
            : 'Each lead is e-mailed there.'
        }
        required
        placeholder={kind === 'webhook' ? 'https://example.com/hooks/leads' : 'sales@example.com'}
        maxLength={2048}
        value={target}
        error={errors.target}
        onChange={(e) => setTarget(e.currentTarget.value.trim())}
      />
      <Switch
        label="On"
        description="Integrations that are off receive nothing."
        checked={enabled}
        onChange={(e) => setEnabled(e.currentTarget.checked)}
      />
    </ModalForm>
  );
}

/** A new webhook's signing secret, shown once, with how to check a lead's signature. */
function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <SigningSecretModal secret={secret} onClose={onClose}>
      <Text size="sm">
        Each lead carries an <b>X-Tessera-Signature</b> header, <b>t=</b>Unix seconds<b>,v1=</b>the hex
        HMAC-SHA256 of “seconds.body” with this secret: compute it on the raw body and compare.
      </Text>
    </SigningSecretModal>
  );
}

/** The newest deliveries of one integration, failed ones first to hand with a filter. */
function DeliveryLogModal({ integration, onClose }: { integration: CardIntegration; onClose: () => void }) {
  const [status, setStatus] = useState<'all' | 'failed'>(
    integration.last_delivery_status === 'failed' ? 'failed' : 'all',
  );
  const [page, setPage] = useState(1);
  const deliveries = useCardIntegrationDeliveries(integration.id, {
    page,
    per_page: LOG_PAGE_SIZE,
    ...(status === 'failed' ? { status: 'failed' as const } : {}),
  });
  const columns: Column<CardIntegrationDelivery, 'created_at'>[] = [
    { id: 'when', header: 'When', render: (d) => <Text size="sm">{formatDateTime(d.created_at)}</Text> },
    { id: 'card', header: 'Card', render: (d) => <Text size="sm">{d.card_name}</Text> },
    { id: 'result', header: 'Result', render: (d) => <DeliveryBadge status={d.status} error={d.error} /> },
    {
      id: 'details',
      header: 'Details',
      render: (d) => (
        <Text size="sm" c={d.status === 'failed' ? 'red.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {d.status === 'failed'
            ? (d.error ?? 'The lead could not be sent.')
            : d.response_status
              ? `Answered ${d.response_status}.`
              : 'Sent.'}
        </Text>
      ),
    },
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      centered
      title={<Text fw={700}>Deliveries of “{integration.name}”</Text>}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            Leads sent to {integration.target}, newest first (the last 100 are kept):{' '}
            {integration.failed_deliveries} failed.
          </Text>
          <SegmentedControl
            aria-label="Show deliveries"
            size="xs"
            value={status}
            onChange={(value) => {
              setStatus(value as 'all' | 'failed');
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'failed', label: 'Failed' },
            ]}
          />
        </Group>
        <ListTable
          caption={`Deliveries of ${integration.name}`}
          columns={columns}
          rows={deliveries.data?.data}
          rowKey={(d) => d.id}
          sort={NO_SORT}
          onSort={() => undefined}
          loading={deliveries.isPending}
          refreshing={deliveries.isFetching && !deliveries.isPending}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          empty={{
            title: status === 'failed' ? 'No failed deliveries' : 'No deliveries yet',
            description:
              status === 'failed'
                ? 'Every lead sent to this integration got there.'
                : 'Leads of the cards that use this integration will show here.',
          }}
          filtered={false}
          perPage={LOG_PAGE_SIZE}
        />
        <ListFooter
          page={page}
          perPage={LOG_PAGE_SIZE}
          total={deliveries.data?.meta.total}
          onPage={setPage}
        />
      </Stack>
    </Modal>
  );
}
