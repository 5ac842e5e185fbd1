import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BillingOverview, PlanDetail, SubscriptionSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useBillingOverview, usePlans } from '../../api/billing.ts';
import { useAppConfig, useSignedInProfile } from '../../app/appContext.tsx';
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
import { appPlanState, currentSubscription } from './pricing.ts';
import { SubscribeModal, type SubscribeTarget } from './SubscribeModal.tsx';
import { SubscriptionActions } from './SubscriptionActions.tsx';

/** The directory of premium apps, each marked by whether the agency has it. */
function AppDirectory({ overview }: { overview: BillingOverview }) {
  const { premiumAppDirectory } = useAppConfig();
  const held = new Set(overview.agency.premiumApps);
  return (
    <Panel
      title="Your apps"
      description="Premium apps add whole areas to your websites. Those you have are marked."
    >
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '860px': 3 }}>
        {premiumAppDirectory.map((app) => (
          <Paper key={app.key} withBorder p="md" radius="md" data-testid={`app-${app.key}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
              <Title order={3} size="h5">
                {app.name}
              </Title>
              {held.has(app.key) ? (
                <Badge variant="light" color="teal" tt="none" size="sm">
                  Active
                </Badge>
              ) : (
                <Badge variant="light" color="gray" tt="none" size="sm">
                  Not included
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {app.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

function AppPlanAction({
  plan,
  overview,
  subscription,
  onSubscribe,
  canSubscribe,
}: {
  plan: PlanDetail;
  overview: BillingOverview;
  subscription: SubscriptionSummary | null;
  /** null: not offered for the chosen billing period. */
  onSubscribe: (() => void) | null;
  canSubscribe: boolean;
}) {
  const state = appPlanState(plan, overview.agency, subscription);
  if (state === 'subscribed' && subscription) {
    return (
      <Stack gap="xs">
        {subscription.cancel_at_period_end && subscription.current_period_end ? (
          <Text size="sm" c="dimmed">
            Ends on {formatDate(subscription.current_period_end)}.
          </Text>
        ) : null}
        {canSubscribe ? (
          <SubscriptionActions
            subscription={subscription}
            loses={`the apps and elements ${plan.title} adds are switched off. What you made with them stays.`}
          />
        ) : null}
      </Stack>
    );
  }
  if (state === 'included') {
    return (
      <Text size="sm" c="dimmed">
        Your agency already has everything this plan adds.
      </Text>
    );
  }
  if (!canSubscribe || !onSubscribe) return null;
  return (
    <Button fullWidth onClick={onSubscribe} aria-label={`Subscribe to ${plan.title}`}>
      Subscribe
    </Button>
  );
}

/**
 * SPEC §2 `/agency/premium-apps`: the app directory, and the app plans
 * (`GET /subscriptions/plans?type=app`) with what each adds and its price. Subscribing is
 * `POST /subscriptions/{plan}?section=app-{plan}`; an app plan the agency holds can be cancelled.
 */
export function PremiumAppsScreen() {
  const profile = useSignedInProfile();
  const overview = useBillingOverview();
  const plans = usePlans('app');
  const { offered, interval, choose } = useIntervalChoice(plans.data, null, { recurringOnly: true });
  const [target, setTarget] = useState<SubscribeTarget | null>(null);
  const owner = profile.role === 'Agency';

  let body: React.ReactNode;
  if (overview.isPending)
    body = (
      <Stack gap="lg" aria-busy>
        <Skeleton height={180} radius="md" />
        <PlanGridSkeleton />
      </Stack>
    );
  else if (overview.error)
    body = (
      <LoadError
        title="Your apps could not be loaded"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  else {
    const data = overview.data;
    const canSubscribe = owner && data.configured;
    body = (
      <>
        {!data.configured ? <BillingNotSetUp /> : null}
        <AppDirectory overview={data} />
        <Panel
          title="App plans"
          description="Each plan adds apps and elements to your agency's plan. Cancel at any time."
          aside={<IntervalSwitch offered={offered} value={interval} onChange={choose} />}
        >
          {plans.isPending ? (
            <PlanGridSkeleton />
          ) : plans.error ? (
            <LoadError
              title="The app plans could not be loaded"
              error={plans.error}
              onRetry={() => void plans.refetch()}
            />
          ) : plansShown(plans.data, interval).length === 0 &&
            !data.subscriptions.some((s) => s.section === 'app') ? (
            <Text size="sm" c="dimmed">
              No app plans are offered yet.
            </Text>
          ) : (
            <PlanGrid>
              {plansShown(
                plans.data,
                interval,
                (plan) => currentSubscription(data.subscriptions, 'app', plan.name) !== null,
              ).map((plan) => {
                const subscription = currentSubscription(data.subscriptions, 'app', plan.name);
                const state = appPlanState(plan, data.agency, subscription);
                const price = shownPrice(plan, interval);
                return (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    price={price}
                    highlighted={state === 'subscribed'}
                    badge={
                      state === 'subscribed' ? (
                        <Badge variant="filled" tt="none" size="sm">
                          Subscribed
                        </Badge>
                      ) : state === 'included' ? (
                        <Badge variant="light" color="teal" tt="none" size="sm">
                          Included
                        </Badge>
                      ) : null
                    }
                  >
                    <AppPlanAction
                      plan={plan}
                      overview={data}
                      subscription={subscription}
                      canSubscribe={canSubscribe}
                      onSubscribe={
                        price ? () => setTarget({ plan, price, section: `app-${plan.name}` }) : null
                      }
                    />
                  </PlanCard>
                );
              })}
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
        title="Premium apps"
        description="Add blogs, podcasts, courses, commerce and more to your agency."
      />
      <Stack gap="lg">
        <BillingNav />
        {body}
      </Stack>
    </>
  );
}
