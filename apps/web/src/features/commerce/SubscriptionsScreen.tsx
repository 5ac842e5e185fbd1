import { Anchor, Menu, Stack, Text } from '@mantine/core';
import {
  type CustomerSubscription,
  type CustomerSubscriptionListQuery,
  customerSubscriptionListQuery,
  customerSubscriptionStatuses,
} from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCancelCustomerSubscription, useCustomerSubscriptions } from '../../api/commerce.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDate } from '../../ui/format.ts';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { useListState } from '../../ui/list/useListParams.ts';
import { useSite, useSiteGate } from '../websites/siteContext.ts';
import { priceLabel, SUBSCRIPTION_STATUS_LABELS, subscriptionCancelOptions } from './labels.ts';
import { PaymentsNav, StateBadge, StatusFilterSelect, useStatusFilter } from './parts.tsx';
import { commercePaths } from './paths.ts';

type SortField = CustomerSubscriptionListQuery['sort'];
const LIST = listSetup(customerSubscriptionListQuery, { perPage: 20 });

/** Who a subscription is for, in a confirmation's words. */
const whose = (subscription: CustomerSubscription) =>
  subscription.email ? `${subscription.email}’s` : 'this buyer’s';

/** When a subscription's current period ends, and what happens then. */
function PeriodCell({ subscription }: { subscription: CustomerSubscription }) {
  if (subscription.status === 'canceled')
    return (
      <Text size="sm" c="dimmed">
        {subscription.canceled_at ? `Ended ${formatDate(subscription.canceled_at)}` : 'Ended'}
      </Text>
    );
  if (!subscription.current_period_end) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" c={subscription.cancel_at_period_end ? 'orange' : undefined}>
      {subscription.cancel_at_period_end ? 'Ends' : 'Renews'} {formatDate(subscription.current_period_end)}
    </Text>
  );
}

/**
 * SPEC §7 "Orders": the subscriptions buyers took on the site's order pages, on the connected
 * account. An agency can end one at the end of the period paid for, or at once.
 */
export function SubscriptionsScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const statusFilter = useStatusFilter(customerSubscriptionStatuses, SUBSCRIPTION_STATUS_LABELS);
  const { status } = statusFilter;
  const list = useCustomerSubscriptions(site.id, { ...state.query, status });
  const gate = useSiteGate('manage_commerce');
  const cancel = useCancelCustomerSubscription(site.id);
  const [canceling, setCanceling] = useState<{
    subscription: CustomerSubscription;
    atPeriodEnd: boolean;
  } | null>(null);
  const canOpenContacts = site.permissions.includes('manage_forms');

  const columns: Column<CustomerSubscription, SortField>[] = [
    {
      id: 'customer',
      header: 'Customer',
      render: (subscription) =>
        subscription.contact_id !== null && canOpenContacts ? (
          <Anchor
            component={Link}
            to={commercePaths.contact(site.id, subscription.contact_id)}
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {subscription.email ?? 'Contact'}
          </Anchor>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {subscription.email ?? '—'}
          </Text>
        ),
    },
    {
      id: 'product',
      header: 'Product',
      render: (subscription) => (
        <Stack gap={0}>
          <Text size="sm">{subscription.product_name}</Text>
          <Text size="xs" c="dimmed">
            {priceLabel(subscription)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      render: (subscription) => <StateBadge state={SUBSCRIPTION_STATUS_LABELS[subscription.status]} />,
    },
    {
      id: 'period',
      header: 'Current period',
      sortField: 'current_period_end',
      render: (subscription) => <PeriodCell subscription={subscription} />,
    },
    createdColumn<CustomerSubscription>('Started'),
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 56,
      render: (subscription) => {
        const options = subscriptionCancelOptions(subscription);
        return (
          <RowMenu
            label={`Actions for the subscription of ${subscription.email ?? subscription.product_name}`}
          >
            <GatedMenuItem
              gate={gate}
              disabled={!options.atPeriodEnd}
              onClick={() => setCanceling({ subscription, atPeriodEnd: true })}
            >
              {subscription.cancel_at_period_end ? 'Ends at period end' : 'Cancel at period end'}
            </GatedMenuItem>
            <Menu.Divider />
            <GatedMenuItem
              gate={gate}
              color="red"
              disabled={!options.now}
              onClick={() => setCanceling({ subscription, atPeriodEnd: false })}
            >
              Cancel now
            </GatedMenuItem>
          </RowMenu>
        );
      },
    },
  ];

  const target = canceling?.subscription;
  const periodEnd = target?.current_period_end ? formatDate(target.current_period_end) : null;
  return (
    <>
      <PaymentsNav />
      <ListPanel
        state={state}
        list={list}
        caption={`Customer subscriptions of ${site.title}`}
        columns={columns}
        empty={{
          title: 'No customer subscriptions yet',
          description:
            'When buyers subscribe to a recurring product on this website’s order pages, their subscriptions appear here.',
        }}
        filtered={state.params.search !== '' || status !== undefined}
        searchLabel="Search subscriptions"
        filters={<StatusFilterSelect filter={statusFilter} width={170} />}
      >
        <ConfirmModal
          opened={canceling !== null}
          title={
            canceling?.atPeriodEnd
              ? `End ${target ? whose(target) : ''} subscription at the end of its period?`
              : `End ${target ? whose(target) : ''} subscription now?`
          }
          // Not "Cancel …": the dialog's own Cancel button stands beside it.
          confirmLabel={canceling?.atPeriodEnd ? 'End at period end' : 'End it now'}
          color={canceling?.atPeriodEnd ? 'orange' : 'red'}
          loading={cancel.isPending}
          onClose={() => setCanceling(null)}
          onConfirm={() =>
            canceling &&
            cancel.mutate(
              { subscriptionId: canceling.subscription.id, atPeriodEnd: canceling.atPeriodEnd },
              { onSuccess: () => setCanceling(null) },
            )
          }
        >
          <Text size="sm">
            {canceling?.atPeriodEnd
              ? `It stays active${periodEnd ? ` until ${periodEnd}` : ' until the end of the period paid for'}, then ends; no further payment is taken.`
              : 'It ends at once and no further payment is taken. The current period is not refunded here: refunds are made in the Stripe account’s dashboard.'}{' '}
            The site’s webhooks are told when it ends.
          </Text>
        </ConfirmModal>
      </ListPanel>
    </>
  );
}
