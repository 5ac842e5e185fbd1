import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  formatMoney,
  formatPrice,
  type InvoiceSummary,
  type SubscriptionSummary,
} from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAgencyBilling, useCancelSubscription, useCompPlan } from '../../api/billing-admin.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { formatDate } from '../../ui/format.ts';
import { type FieldErrors, saveFailureErrors } from '../../ui/forms.ts';
import { IconPlus } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import listClasses from '../../ui/list/ListTable.module.css';
import { ModalForm } from '../../ui/ModalForm.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import {
  cancelActions,
  cancelTarget,
  INVOICE_BADGES,
  renewalOf,
  SECTION_LABELS,
  STATUS_BADGES,
} from './labels.ts';
import { billingAdminPaths as paths } from './paths.ts';
import { usePlanOptions } from './planOptions.ts';

/** A subscription's or invoice's status, as `STATUS_BADGES` and `INVOICE_BADGES` name and colour it. */
function StatusBadge({ status }: { status: { label: string; color: string } }) {
  return (
    <Badge color={status.color} variant="light" size="sm" tt="none">
      {status.label}
    </Badge>
  );
}

function Renewal({ subscription }: { subscription: SubscriptionSummary }) {
  const { text, at } = renewalOf(subscription);
  return (
    <Text size="sm" c={at === null ? 'dimmed' : undefined}>
      {at === null ? text : `${text} ${formatDate(at)}`}
    </Text>
  );
}

function SubscriptionsTable({
  subscriptions,
  ownerId,
  onCancel,
}: {
  subscriptions: readonly SubscriptionSummary[];
  ownerId: number | null;
  onCancel: (subscription: SubscriptionSummary) => void;
}) {
  const actions = cancelActions(subscriptions);
  if (subscriptions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No subscriptions: the agency holds no plan through billing.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs">
        <Table.Caption className={listClasses.caption}>Subscriptions</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Section</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Renews or ends</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.map((subscription) => {
            const action = actions.get(subscription.id);
            return (
              <Table.Tr key={subscription.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={paths.editPlan(subscription.plan.id)} size="sm" fw={600}>
                      {subscription.plan.title}
                    </Anchor>
                    {subscription.comped ? (
                      <Tooltip label="Given by an administrator without payment">
                        <Badge color="grape" variant="outline" size="xs" tt="none" tabIndex={0}>
                          Comped
                        </Badge>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{SECTION_LABELS[subscription.section]}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={STATUS_BADGES[subscription.status]} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={subscription.price ? undefined : 'dimmed'}>
                    {subscription.price
                      ? formatPrice(subscription.price)
                      : subscription.comped
                        ? 'Free'
                        : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Renewal subscription={subscription} />
                </Table.Td>
                <Table.Td ta="right">
                  {action ? (
                    <PermissionGate
                      allowed={ownerId !== null && action.kind === 'cancel'}
                      message={
                        ownerId === null
                          ? 'The agency has no owner, whose subscription this would be.'
                          : `A cancel ends the newest running ${SECTION_LABELS[subscription.section].toLowerCase()} first: “${action.kind === 'behind' ? action.first : ''}” above. Cancel it, then this one.`
                      }
                    >
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Cancel ${subscription.plan.title}`}
                        onClick={() => onCancel(subscription)}
                      >
                        Cancel
                      </Button>
                    </PermissionGate>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InvoicesTable({ invoices }: { invoices: readonly InvoiceSummary[] }) {
  if (invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No invoices yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs">
        <Table.Caption className={listClasses.caption}>Latest invoices</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const name = invoice.number ?? `invoice of ${formatDate(invoice.created_at)}`;
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {invoice.number ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(invoice.created_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{invoice.description}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatMoney(invoice.amount_due, invoice.currency)}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={INVOICE_BADGES[invoice.status]} />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" justify="flex-end" wrap="nowrap" aria-label={`Links of ${name}`}>
                    {invoice.hosted_invoice_url ? (
                      <ExternalLink href={invoice.hosted_invoice_url} text="View" />
                    ) : null}
                    {invoice.invoice_pdf ? <ExternalLink href={invoice.invoice_pdf} text="PDF" /> : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Picks an active plan and gives it to the agency without payment. */
function GivePlanModal({
  agencyId,
  agencyName,
  onClose,
}: {
  agencyId: number;
  agencyName: string;
  onClose: () => void;
}) {
  const plans = usePlanOptions({ activeOnly: true });
  const comp = useCompPlan(agencyId);
  const [planId, setPlanId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const chosen = plans.plans.find((plan) => String(plan.id) === planId);
  return (
    <ModalForm
      title={`Give ${agencyName} a plan`}
      onClose={onClose}
      errors={errors}
      saving={comp.isPending}
      submitLabel="Give plan"
      onSubmit={() => {
        if (planId === null) return setErrors({ plan_id: 'Choose the plan to give.' });
        comp.mutate(Number(planId), {
          onSuccess: onClose,
          onError: (error) => setErrors(saveFailureErrors(error, ['plan_id'])),
        });
      }}
    >
      <Select
        label="Plan"
        description="Active plans only."
        placeholder={plans.pending ? 'Loading plans…' : 'Choose a plan'}
        data={plans.options}
        value={planId}
        onChange={(value) => {
          setPlanId(value);
          setErrors({});
        }}
        error={errors.plan_id ?? (plans.error ? 'The plans could not be loaded.' : undefined)}
        searchable
        required
        data-autofocus
        nothingFoundMessage="No active plan has that name"
      />
      <Text size="sm">
        {chosen ? `${agencyName} holds “${chosen.title}”` : 'The agency holds the plan'} at once, without
        paying and with no card, until you cancel it here. It is marked as comped.
      </Text>
    </ModalForm>
  );
}

/**
 * The Billing panel of an agency's admin edit screen (`GET /agencies/{id}/billing`): its
 * subscriptions, each of which an admin may end at once, giving it a plan without payment, and
 * its latest invoices.
 */
export function AgencyBillingPanel({ agencyId }: { agencyId: number }) {
  const billing = useAgencyBilling(agencyId);
  const cancel = useCancelSubscription(agencyId);
  const [giving, setGiving] = useState(false);
  const [canceling, setCanceling] = useState<SubscriptionSummary | null>(null);
  const overview = billing.data?.overview;
  const ownerId = overview?.agency.owner_id ?? null;

  return (
    <Panel
      title="Billing"
      description="The agency's subscriptions and invoices. A plan given here is held without payment; a cancel here ends the subscription at once."
      aside={
        overview ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setGiving(true)}
          >
            Give a plan
          </Button>
        ) : null
      }
    >
      {billing.error ? (
        <LoadError
          title="The agency's billing could not be loaded"
          error={billing.error}
          onRetry={() => void billing.refetch()}
        />
      ) : !billing.data || !overview ? (
        <Stack gap="xs" aria-busy>
          <Skeleton h={16} w="40%" />
          <Skeleton h={56} />
          <Skeleton h={16} w="30%" />
          <Skeleton h={56} />
        </Stack>
      ) : (
        <>
          {overview.configured ? null : (
            <Alert color="yellow" variant="light">
              Online billing is not set up, so the agency cannot pay online: plans given here still apply.
            </Alert>
          )}
          {overview.past_due ? (
            <Alert color="orange" variant="light" title="A renewal failed">
              Unpaid since {formatDate(overview.past_due.since)}; access stops on{' '}
              {formatDate(overview.past_due.blocks_at)} unless it is paid.
            </Alert>
          ) : null}
          <Title order={3} size="h5">
            Subscriptions
          </Title>
          <SubscriptionsTable
            subscriptions={overview.subscriptions}
            ownerId={ownerId}
            onCancel={setCanceling}
          />
          <Title order={3} size="h5" mt="sm">
            Latest invoices
          </Title>
          <InvoicesTable invoices={billing.data.invoices} />
        </>
      )}
      {giving && overview ? (
        <GivePlanModal
          agencyId={agencyId}
          agencyName={overview.agency.name}
          onClose={() => setGiving(false)}
        />
      ) : null}
      <ConfirmModal
        opened={canceling !== null}
        title={`Cancel “${canceling?.plan.title ?? ''}” now?`}
        confirmLabel="Cancel subscription"
        loading={cancel.isPending}
        onClose={() => setCanceling(null)}
        onConfirm={() => {
          if (!canceling || ownerId === null) return;
          cancel.mutate(
            { userId: ownerId, planType: cancelTarget(canceling) },
            { onSuccess: () => setCanceling(null) },
          );
        }}
      >
        <Text size="sm">
          It ends at once, not at the end of the paid period. The agency loses what the plan gives unless
          something else covers it (free fee, free register or its reseller).
        </Text>
      </ConfirmModal>
    </Panel>
  );
}
