import { Anchor, Badge, Button, DataList, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type BillingOverview, formatPrice, type PlanDetail } from '@tessera/api-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBillingOverview, usePlans } from '../../api/billing.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { formatDate } from '../../ui/format.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { BillingNav } from './BillingNav.tsx';
import { BillingNotSetUp } from './BillingNotices.tsx';
import {
  IntervalSwitch,
  PlanCard,
  PlanGrid,
  PlanGridSkeleton,
  plansShown,
  shownPrice,
  useIntervalChoice,
} from './PlanCards.tsx';
import { currentSubscription, STATUS_COLORS, STATUS_LABELS } from './pricing.ts';
import { SubscribeModal, type SubscribeTarget } from './SubscribeModal.tsx';
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
  const plans: PlanDetail[] | undefined =
    reseller.data && unlimited.data ? [...reseller.data, ...unlimited.data] : undefined;
  const current = overview.data ? currentSubscription(overview.data.subscriptions, 'reseller') : null;
  const { offered, interval, choose } = useIntervalChoice(plans, current?.price?.interval ?? null, {
    recurringOnly: true,
  });
  const [target, setTarget] = useState<SubscribeTarget | null>(null);
  const plansError = reseller.error ?? unlimited.error;

  let body: React.ReactNode;
  if (overview.isPending)
    body = (
      <Stack gap="lg" aria-busy>
        <Skeleton height={140} radius="md" />
        <PlanGridSkeleton />
      </Stack>
    );
  else if (overview.error)
    body = (
      <LoadError
        title="Your reseller plan could not be loaded"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  else {
    const data = overview.data;
    const canSubscribe = owner && data.configured;
    const action = (plan: PlanDetail) => {
      const price = shownPrice(plan, interval);
      if (!canSubscribe || !price) return null;
      if (current && current.plan.id === plan.id && current.price?.id === price.id) {
        return (
          <Button variant="light" disabled fullWidth>
            Your current plan
          </Button>
        );
      }
      const label = current ? 'Switch plan' : 'Choose plan';
      return (
        <Button
          fullWidth
          variant={current ? 'default' : 'filled'}
          aria-label={`${label}: ${plan.title}`}
          onClick={() =>
            setTarget({
              plan,
              price,
              section: 'reseller',
              unlimited: plan.type === 'unlimited',
              replaces: current,
            })
          }
        >
          {label}
        </Button>
      );
    };
    body = (
      <>
        {!data.configured ? <BillingNotSetUp /> : null}
        <ResellerStatus overview={data} manage={owner} />
        <Panel
          title="Reseller plans"
          description="The unlimited plan also gives every premium app and element."
          aside={<IntervalSwitch offered={offered} value={interval} onChange={choose} />}
        >
          {plansError ? (
            <LoadError
              title="The reseller plans could not be loaded"
              error={plansError}
              onRetry={() => {
                void reseller.refetch();
                void unlimited.refetch();
              }}
            />
          ) : !plans ? (
            <PlanGridSkeleton />
          ) : plansShown(plans, interval).length === 0 ? (
            <Text size="sm" c="dimmed">
              No reseller plans are offered yet.
            </Text>
          ) : (
            <PlanGrid>
              {plansShown(plans, interval, (plan) => plan.id === current?.plan.id).map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  price={shownPrice(plan, interval)}
                  highlighted={current?.plan.id === plan.id}
                  badge={
                    current?.plan.id === plan.id ? (
                      <Badge variant="filled" tt="none" size="sm">
                        Current
                      </Badge>
                    ) : plan.type === 'unlimited' ? (
                      <Badge variant="light" color="grape" tt="none" size="sm">
                        Unlimited
                      </Badge>
                    ) : null
                  }
                >
                  {action(plan)}
                </PlanCard>
              ))}
            </PlanGrid>
          )}
        </Panel>
        {target ? <SubscribeModal target={target} overview={data} onClose={() => setTarget(null)} /> : null}
      </>
    );
  }

  return (
    <>
      <ScreenHeader
        title="Reseller plans"
        description="Resell the platform: create client agencies and cover their access with your plan."
      />
      <Stack gap="lg">
        <BillingNav />
        {body}
      </Stack>
    </>
  );
}
