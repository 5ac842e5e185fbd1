import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GATEWAY_STATUS_LABELS, type GatewayItem, updateGatewayBody } from '@tessera/api-contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  isPaymentsNotConfigured,
  useCheckGateway,
  useDeleteGateway,
  useGateways,
  useRevokeGateway,
  useUpdateGateway,
} from '../../api/commerce.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDate, formatDateTime } from '../../ui/format.ts';
import { type FieldErrors, saveFailureErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconAlert, IconCreditCard, IconExternal, IconTrash } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { ModalForm } from '../../ui/ModalForm.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { type ActionGate, PermissionGate } from '../../ui/PermissionGate.tsx';
import { currencyLabel } from '../billing-admin/money.ts';
import { CopyIcon } from '../websites/parts/CopyField.tsx';
import { useSite, useSiteGate } from '../websites/siteContext.ts';
import { callbackOutcome } from './callback.ts';
import { GatewayCurrencySelect, GatewayNameInput } from './GatewayFields.tsx';
import { GATEWAY_STATUS_COLORS, requirementLabel } from './labels.ts';
import { notifyCommerceFailure, PaymentsNotSetUp } from './parts.tsx';
import { commercePaths } from './paths.ts';

const TOAST_COLORS = { success: 'teal', warning: 'yellow', error: 'red' } as const;

/** The account's state after a check, in a toast ("Stripe account connected…"). */
function notifyState(answer: { gateway: GatewayItem; onboarding: { url: string } | null }) {
  const outcome = callbackOutcome(answer, false);
  if (outcome.kind !== 'done') return;
  notifications.show({
    color: TOAST_COLORS[outcome.tone],
    message: outcome.message,
    autoClose: TOAST_DURATION_MS,
  });
}

const STATE_SENTENCES: Record<GatewayItem['status'], string> = {
  pending:
    'Onboarding on Stripe is not finished, so order elements on this website cannot take payments yet. Continue it to finish.',
  active: "Order elements on this website's published pages take payments into this account.",
  restricted:
    'Stripe has paused payments on this account until it is given the details below. Continue the onboarding to give them.',
  revoked: 'This gateway takes no payments.',
};

export function GatewayStatusBadge({ status }: { status: GatewayItem['status'] }) {
  return (
    <Badge color={GATEWAY_STATUS_COLORS[status]} variant="light" data-testid="gateway-status">
      {GATEWAY_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * The site's payment gateway (SPEC §7 gateways): none yet → what connecting does and the way to;
 * one → its state, what Stripe still needs, and what can be done with it; revoked ones below.
 */
export function GatewaySection() {
  const site = useSite();
  const config = useAppConfig();
  const gateways = useGateways(site.id);

  if (!config.billing.configured || isPaymentsNotConfigured(gateways.error)) return <PaymentsNotSetUp />;
  if (gateways.error && !gateways.data)
    return (
      <LoadError
        title="The payment gateway could not be loaded"
        error={gateways.error}
        onRetry={() => void gateways.refetch()}
      />
    );
  if (!gateways.data)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the payment gateway">
        <Skeleton h={28} w={240} />
        <Skeleton h={120} />
      </Stack>
    );

  const current = gateways.data.find((gateway) => gateway.status !== 'revoked') ?? null;
  const revoked = gateways.data.filter((gateway) => gateway.status === 'revoked');
  return (
    <Stack gap="lg">
      {current ? <GatewayCard gateway={current} /> : <ConnectCard />}
      {revoked.length > 0 ? <RevokedGateways gateways={revoked} /> : null}
    </Stack>
  );
}

/** No gateway yet: what connecting Stripe does, and the way to do it. */
function ConnectCard() {
  const site = useSite();
  const gate = useSiteGate('manage_commerce');
  return (
    <Panel
      title="Take payments with Stripe"
      description="Connect the Stripe account of the business this website sells for. Buyers pay on the website's order pages, and the money goes straight to that account."
    >
      <List size="sm" spacing={4}>
        <List.Item>
          Stripe asks for the business's details and bank account in its own secure onboarding.
        </List.Item>
        <List.Item>Card details never reach this platform: Stripe's own form takes them.</List.Item>
        <List.Item>
          Then add products and coupons, and put order elements on a page in the designer.
        </List.Item>
      </List>
      <Group>
        <PermissionGate allowed={gate.allowed} permission="manage_commerce">
          <Button
            component={Link}
            to={commercePaths.gatewayCreate(site.id)}
            leftSection={<IconCreditCard size={16} />}
            data-testid="connect-stripe"
          >
            Connect Stripe
          </Button>
        </PermissionGate>
      </Group>
    </Panel>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** The connected account: its state and details, and what can be done with it. */
function GatewayCard({ gateway }: { gateway: GatewayItem }) {
  const site = useSite();
  const gate: ActionGate = useSiteGate('manage_commerce');
  const onboard = useCheckGateway(site.id);
  const refresh = useCheckGateway(site.id);
  const revoke = useRevokeGateway(site.id);
  const [leaving, setLeaving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const unfinished = gateway.status === 'pending' || gateway.status === 'restricted';

  const continueOnboarding = () =>
    onboard.mutate(gateway.id, {
      onSuccess: (answer) => {
        if (answer.onboarding) {
          // Stripe's hosted onboarding; it comes back to /auth/stripe/callback.
          setLeaving(true);
          window.location.assign(answer.onboarding.url);
        } else notifyState(answer);
      },
      onError: notifyCommerceFailure,
    });

  return (
    <Panel
      title={gateway.name}
      description={STATE_SENTENCES[gateway.status]}
      aside={<GatewayStatusBadge status={gateway.status} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Detail label="Stripe account">
          <Group gap={4} wrap="nowrap">
            <Code data-testid="gateway-account">{gateway.account_id}</Code>
            <CopyIcon value={gateway.account_id} label="the Stripe account id" />
          </Group>
        </Detail>
        <Detail label="Business name">
          <Text size="sm">{gateway.business_name ?? 'Not given yet'}</Text>
        </Detail>
        <Detail label="E-mail">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {gateway.email ?? '—'}
          </Text>
        </Detail>
        <Detail label="Currency of new products">
          <Text size="sm">{currencyLabel(gateway.currency)}</Text>
        </Detail>
        <Detail label="Connected">
          <Text size="sm">{formatDate(gateway.created_at)}</Text>
        </Detail>
        <Detail label="Last checked">
          <Text size="sm">{formatDateTime(gateway.updated_at)}</Text>
        </Detail>
      </SimpleGrid>

      {unfinished ? (
        <Alert
          color={gateway.status === 'restricted' ? 'orange' : 'yellow'}
          variant="light"
          icon={<IconAlert />}
          title={gateway.requirements.length > 0 ? 'What Stripe still needs' : 'Onboarding is not finished'}
          data-testid="gateway-requirements"
        >
          {gateway.requirements.length > 0 ? (
            <List size="sm" spacing={2}>
              {gateway.requirements.map((key) => (
                <List.Item key={key}>{requirementLabel(key)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">Continue the onboarding on Stripe to finish it.</Text>
          )}
        </Alert>
      ) : null}

      <Group gap="sm" wrap="wrap">
        {unfinished ? (
          <PermissionGate allowed={gate.allowed} permission="manage_commerce">
            <Button
              rightSection={<IconExternal size={16} />}
              loading={onboard.isPending || leaving}
              onClick={continueOnboarding}
            >
              Continue onboarding
            </Button>
          </PermissionGate>
        ) : null}
        <PermissionGate allowed={gate.allowed} permission="manage_commerce">
          <Button
            variant="default"
            loading={refresh.isPending}
            onClick={() =>
              refresh.mutate(gateway.id, { onSuccess: notifyState, onError: notifyCommerceFailure })
            }
          >
            Refresh status
          </Button>
        </PermissionGate>
        <PermissionGate allowed={gate.allowed} permission="manage_commerce">
          <Button variant="default" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </PermissionGate>
        <PermissionGate allowed={gate.allowed} permission="manage_commerce">
          <Button variant="subtle" color="red" onClick={() => setRevoking(true)}>
            Revoke
          </Button>
        </PermissionGate>
      </Group>

      {editing ? <GatewayEditModal gateway={gateway} onClose={() => setEditing(false)} /> : null}
      <ConfirmModal
        opened={revoking}
        title={`Revoke “${gateway.name}”?`}
        confirmLabel="Revoke gateway"
        loading={revoke.isPending}
        onClose={() => setRevoking(false)}
        onConfirm={() =>
          revoke.mutate(gateway.id, {
            onSuccess: () => {
              setRevoking(false);
              notifications.show({
                color: 'teal',
                message: 'Gateway revoked: this website takes no payments now.',
                autoClose: TOAST_DURATION_MS,
              });
            },
            onError: notifyCommerceFailure,
          })
        }
      >
        <Stack gap="xs">
          <Text size="sm">
            Order pages of this website stop taking payments at once: their order elements show “Payments are
            not available right now”, and customer subscriptions on this account are no longer managed from
            here.
          </Text>
          <Text size="sm">
            Orders already paid and their invoices stay. The Stripe account itself is not closed. To take
            payments again, connect a Stripe account anew.
          </Text>
        </Stack>
      </ConfirmModal>
    </Panel>
  );
}

/** Renaming the gateway, or the currency of the products made from now on. */
function GatewayEditModal({ gateway, onClose }: { gateway: GatewayItem; onClose: () => void }) {
  const site = useSite();
  const update = useUpdateGateway(site.id);
  const [name, setName] = useState(gateway.name);
  const [currency, setCurrency] = useState(gateway.currency);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = ['name', 'currency'];

  const submit = () => {
    // Only what changed is sent; the contract checks the currency is one it sells in.
    const changes: Record<string, string> = {};
    if (name.trim() !== gateway.name) changes.name = name;
    if (currency !== gateway.currency) changes.currency = currency;
    if (Object.keys(changes).length === 0) return onClose();
    const parsed = updateGatewayBody.safeParse(changes);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    setErrors({});
    update.mutate(
      { gatewayId: gateway.id, body: parsed.data },
      { onSuccess: onClose, onError: (error) => setErrors(saveFailureErrors(error, shown)) },
    );
  };

  return (
    <ModalForm
      title={`Edit “${gateway.name}”`}
      onClose={onClose}
      errors={errors}
      onSubmit={submit}
      saving={update.isPending}
      submitLabel="Save gateway"
      size="md"
    >
      <GatewayNameInput
        description="How this gateway is named in this app."
        value={name}
        error={errors.name}
        onChange={setName}
      />
      <GatewayCurrencySelect
        label="Currency of new products"
        description="Products made from now on are priced in it; existing products keep their own."
        value={currency}
        error={errors.currency}
        onChange={setCurrency}
      />
    </ModalForm>
  );
}

/** Gateways revoked before: kept for their orders' history; one without orders can be deleted. */
function RevokedGateways({ gateways }: { gateways: readonly GatewayItem[] }) {
  const site = useSite();
  const gate = useSiteGate('manage_commerce');
  const remove = useDeleteGateway(site.id);
  const [deleting, setDeleting] = useState<GatewayItem | null>(null);
  return (
    <Panel
      title="Revoked gateways"
      description="They take no payments; their orders keep them for their history. A revoked gateway that holds no orders can be deleted."
    >
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Stripe account</Table.Th>
              <Table.Th>Revoked</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {gateways.map((gateway) => (
              <Table.Tr key={gateway.id}>
                <Table.Td>{gateway.name}</Table.Td>
                <Table.Td>
                  <Code>{gateway.account_id}</Code>
                </Table.Td>
                <Table.Td>{gateway.revoked_at ? formatDate(gateway.revoked_at) : '—'}</Table.Td>
                <Table.Td align="right">
                  <PermissionGate allowed={gate.allowed} permission="manage_commerce">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => setDeleting(gateway)}
                      aria-label={`Delete ${gateway.name} (${gateway.account_id})`}
                    >
                      Delete
                    </Button>
                  </PermissionGate>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={deleting !== null}
        title={`Delete the revoked gateway “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete gateway"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              notifyCommerceFailure(error);
            },
          })
        }
      >
        <Text size="sm">
          Its record is removed from this website for good. A gateway that took orders cannot be deleted: its
          orders keep it.
        </Text>
      </ConfirmModal>
    </Panel>
  );
}
