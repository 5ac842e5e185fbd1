import { Anchor, Badge, DataList, Group, Text } from '@mantine/core';
import { type BillingOverview, formatPrice } from '@tessera/api-contract';
import { Link } from 'react-router';
import { useBillingOverview, usePlans } from '../../api/billing.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { formatDate } from '../../ui/format.ts';
import { Panel } from '../../ui/Panel.tsx';
import { PlanOffersPanel, PlanOffersScreen, type PlansQuery, usePlanOffers } from './PlanOffers.tsx';
import { currentSubscription, STATUS_COLORS, STATUS_LABELS } from './pricing.ts';
import { SubscriptionActions } from './SubscriptionActions.tsx';

const LOSES = 'your client agencies are no longer covered by your plan, and you cannot add new ones.';

function ResellerStatus({ overview, manage }: { overview: BillingOverview; manage: boolean }) {
  const subscription = currentSubscription(overview.subscriptions, 'reseller');
  const status = subscription?.status ?? overview.agency.reseller_status;
  const planName = subscription?.plan.title ?? overview.agency.reseller_plan;
  return (
    <Panel
      title="Your reseller plan"
      aside={
        <Badge variant="light" color={STATUS_COLORS[status]} tt="none">
          {STATUS_LABELS[status]}
        </Badge>
      }
    >
      {planName && status !== 'none' ? (
        <DataList withDivider labelWidth={160} aria-label="Reseller plan">
          <DataList.Item>
            <DataList.ItemLabel>Plan</DataList.ItemLabel>
            <DataList.ItemValue>{planName}</DataList.ItemValue>
          </DataList.Item>
          {subscription?.price ? (
            <DataList.Item>
              <DataList.ItemLabel>Price</DataList.ItemLabel>
              <DataList.ItemValue>{formatPrice(subscription.price)}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {subscription?.current_period_end ? (
            <DataList.Item>
              <DataList.ItemLabel>
                {subscription.cancel_at_period_end ? 'Ends on' : 'Renews on'}
              </DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(subscription.current_period_end)}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList>
      ) : (
        <Text size="sm">
          Your agency is not a reseller yet. A reseller plan lets you create and manage client agencies, whose
          access your plan covers.
        </Text>
      )}
      <Group justify="space-between" wrap="wrap">
        {status === 'active' || status === 'trialing' ? (
          <Anchor component={Link} to="/agency/clients" size="sm">
            Manage client agencies
          </Anchor>
        ) : (
          <span />
        )}
        {subscription && manage && overview.configured ? (
          <SubscriptionActions subscription={subscription} loses={LOSES} />
        ) : null}
      </Group>
    </Panel>
  );
}

/**
 * SPEC §2 `/agency/reseller-subscriptions`: the reseller plans (`type=reseller`, subscribed with
 * `section=reseller`) and the unlimited plan (`type=unlimited`, `POST /subscriptions/subscribe-unlimited`),
 * the agency's reseller standing, and cancel or resume.
 */
export function ResellerPlansScreen() {
  const profile = useSignedInProfile();
  const owner = profile.role === 'Agency';
  const overview = useBillingOverview();
  const reseller = usePlans('reseller');
  const unlimited = usePlans('unlimited');
  const plans: PlansQuery = {
    data: reseller.data && unlimited.data ? [...reseller.data, ...unlimited.data] : undefined,
    error: reseller.error ?? unlimited.error,
    refetch: () => {
      void reseller.refetch();
      void unlimited.refetch();
    },
  };
  const current = overview.data ? currentSubscription(overview.data.subscriptions, 'reseller') : null;
  const offers = usePlanOffers(plans, current?.price?.interval ?? null);

  return (
    <PlanOffersScreen
      title="Reseller plans"
      description="Resell the platform: create client agencies and cover their access with your plan."
      overview={overview}
      loadError="Your reseller plan could not be loaded"
      skeletonHeight={140}
    >
      {(data) => (
        <>
          <ResellerStatus overview={data} manage={owner} />
          <PlanOffersPanel
            section="reseller"
            overview={data}
            offers={offers}
            manage={owner}
            title="Reseller plans"
            description="The unlimited plan also gives every premium app and element."
            says={{
              loadError: 'The reseller plans could not be loaded',
              none: 'No reseller plans are offered yet.',
            }}
          />
        </>
      )}
    </PlanOffersScreen>
  );
}
