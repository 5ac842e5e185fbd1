import { Badge, Button, Skeleton, Stack, Text } from '@mantine/core';
import type {
  BillingOverview,
  PlanDetail,
  PriceInterval,
  PriceSummary,
  SubscriptionSection,
  SubscriptionSummary,
} from '@tessera/api-contract';
import { type ReactNode, useState } from 'react';
import type { useBillingOverview } from '../../api/billing.ts';
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
import { appPlanState, currentSubscription, INTERVAL_CHOICE_LABELS } from './pricing.ts';
import { SubscribeModal, type SubscribeTarget } from './SubscribeModal.tsx';
import { SubscriptionActions } from './SubscriptionActions.tsx';

/**
 * The plans the agency subscribes to in one section, as cards: the agency plan (subscription
 * screen), the reseller and unlimited plans (`reseller`), the premium app plans (`app-{plan}`,
 * one subscription per plan). One card shows a plan's price, its state (current, subscribed,
 * included, unlimited) and what the agency can do with it; the panel around the cards chooses
 * the billing period and opens the subscribe dialog.
 */

/** The plans a panel sells: one query, or several read as one (reseller and unlimited plans). */
export interface PlansQuery {
  data: readonly PlanDetail[] | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A plans panel's state while its screen is open: the plans, the billing period the cards show
 * (the one `preferred` names, else the first sold; a subscription takes a recurring price) and
 * the plan being subscribed to.
 */
export function usePlanOffers(plans: PlansQuery, preferred: PriceInterval | null) {
  const choice = useIntervalChoice(plans.data, preferred, { recurringOnly: true });
  const [target, setTarget] = useState<SubscribeTarget | null>(null);
  return { plans, ...choice, target, setTarget };
}

export type PlanOffersState = ReturnType<typeof usePlanOffers>;

/**
 * The subscription the agency holds `plan` by: an app plan's own, or the section's current
 * subscription when it is to this plan.
 */
function heldBy(
  section: SubscriptionSection,
  overview: BillingOverview,
  plan: PlanDetail,
): SubscriptionSummary | null {
  if (section === 'app') return currentSubscription(overview.subscriptions, 'app', plan.name);
  const current = currentSubscription(overview.subscriptions, section);
  return current?.plan.id === plan.id ? current : null;
}

/**
 * What subscribing to `plan` at `price` asks for: an app plan is a subscription of its own
 * (`app-{plan}`); an agency or reseller plan replaces the one the agency holds, if any.
 */
function subscribeTarget(
  section: SubscriptionSection,
  plan: PlanDetail,
  price: PriceSummary,
  current: SubscriptionSummary | null,
): SubscribeTarget {
  if (section === 'app') return { plan, price, section: `app-${plan.name}` };
  if (section === 'reseller') {
    return { plan, price, section: 'reseller', unlimited: plan.type === 'unlimited', replaces: current };
  }
  return { plan, price, replaces: current };
}

/** A held app plan: when it ends, and cancel or resume; else subscribe, unless the agency has it all. */
function AppPlanAction({
  plan,
  state,
  subscription,
  canSubscribe,
  onSubscribe,
}: {
  plan: PlanDetail;
  state: ReturnType<typeof appPlanState>;
  subscription: SubscriptionSummary | null;
  canSubscribe: boolean;
  /** null: not offered for the chosen billing period. */
  onSubscribe: (() => void) | null;
}) {
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
 * An agency or reseller plan: choose it, switch to it from the plan held (the agency plan names
 * the billing period when the switch is only that), or the mark of the plan and price held.
 */
function PlanChangeAction({
  section,
  plan,
  price,
  current,
  onChoose,
}: {
  section: SubscriptionSection;
  plan: PlanDetail;
  price: PriceSummary;
  current: SubscriptionSummary | null;
  onChoose: () => void;
}) {
  if (current && current.plan.id === plan.id && current.price?.id === price.id) {
    return (
      <Button variant="light" disabled fullWidth>
        Your current plan
      </Button>
    );
  }
  const label = current
    ? section === 'agency' && current.plan.id === plan.id
      ? `Switch to ${INTERVAL_CHOICE_LABELS[price.interval].toLowerCase()}`
      : 'Switch plan'
    : 'Choose plan';
  return (
    <Button
      fullWidth
      variant={current ? 'default' : 'filled'}
      // The visible words, then which plan: cards side by side each have one.
      aria-label={`${label}: ${plan.title}`}
      onClick={onChoose}
    >
      {label}
    </Button>
  );
}

/** One plan of a section's panel: its card, its state badge and what the agency can do with it. */
function PlanOfferCard({
  section,
  plan,
  price,
  overview,
  canSubscribe,
  onSubscribe,
}: {
  section: SubscriptionSection;
  plan: PlanDetail;
  price: PriceSummary | null;
  overview: BillingOverview;
  canSubscribe: boolean;
  onSubscribe: (target: SubscribeTarget) => void;
}) {
  const held = heldBy(section, overview, plan);
  const state =
    section === 'app' ? appPlanState(plan, overview.agency, held) : held ? 'subscribed' : 'available';
  const current = section === 'app' ? null : currentSubscription(overview.subscriptions, section);
  return (
    <PlanCard
      plan={plan}
      price={price}
      highlighted={state === 'subscribed'}
      badge={
        state === 'subscribed' ? (
          <Badge variant="filled" tt="none" size="sm">
            {section === 'app' ? 'Subscribed' : 'Current'}
          </Badge>
        ) : state === 'included' ? (
          <Badge variant="light" color="teal" tt="none" size="sm">
            Included
          </Badge>
        ) : plan.type === 'unlimited' ? (
          <Badge variant="light" color="grape" tt="none" size="sm">
            Unlimited
          </Badge>
        ) : null
      }
    >
      {section === 'app' ? (
        <AppPlanAction
          plan={plan}
          state={state}
          subscription={held}
          canSubscribe={canSubscribe}
          onSubscribe={price ? () => onSubscribe(subscribeTarget(section, plan, price, null)) : null}
        />
      ) : canSubscribe && price ? (
        <PlanChangeAction
          section={section}
          plan={plan}
          price={price}
          current={current}
          onChoose={() => onSubscribe(subscribeTarget(section, plan, price, current))}
        />
      ) : null}
    </PlanCard>
  );
}

/**
 * The panel of a section's plans: the billing period switch, the cards of the plans sold in it
 * (and of the plan held, whatever its period), their loading, error and none-offered states,
 * and the subscribe dialog a card opens.
 */
export function PlanOffersPanel({
  section,
  overview,
  offers,
  manage,
  title,
  description,
  says,
}: {
  section: SubscriptionSection;
  overview: BillingOverview;
  offers: PlanOffersState;
  /** The owner: the cards offer subscribing, switching, cancelling, once billing is set up. */
  manage: boolean;
  title: string;
  description: string;
  /** The panel's sentences: the plans could not be loaded; none is offered. */
  says: { loadError: string; none: string };
}) {
  const { plans, offered, interval, choose, target, setTarget } = offers;
  const canSubscribe = manage && overview.configured;
  let body: ReactNode;
  if (plans.error) {
    body = <LoadError title={says.loadError} error={plans.error} onRetry={() => void plans.refetch()} />;
  } else if (!plans.data) {
    body = <PlanGridSkeleton />;
  } else if (
    plansShown(plans.data, interval).length === 0 &&
    // Once the agency has had an app plan, the premium apps screen keeps the grid of those held.
    !(section === 'app' && overview.subscriptions.some((s) => s.section === 'app'))
  ) {
    body = (
      <Text size="sm" c="dimmed">
        {says.none}
      </Text>
    );
  } else {
    body = (
      <PlanGrid>
        {plansShown(plans.data, interval, (plan) => heldBy(section, overview, plan) !== null).map((plan) => (
          <PlanOfferCard
            key={plan.id}
            section={section}
            plan={plan}
            price={shownPrice(plan, interval)}
            overview={overview}
            canSubscribe={canSubscribe}
            onSubscribe={setTarget}
          />
        ))}
      </PlanGrid>
    );
  }
  return (
    <>
      <Panel
        title={title}
        description={description}
        aside={<IntervalSwitch offered={offered} value={interval} onChange={choose} />}
      >
        {body}
      </Panel>
      {target ? <SubscribeModal target={target} overview={overview} onClose={() => setTarget(null)} /> : null}
    </>
  );
}

/**
 * A screen that sells plans over the billing overview (premium apps, reseller plans): its header,
 * the billing links a blocked owner gets, the overview's loading and error states and the note
 * while billing is not set up; `children` draws the rest from the overview.
 */
export function PlanOffersScreen({
  title,
  description,
  overview,
  loadError,
  skeletonHeight,
  children,
}: {
  title: string;
  description: string;
  overview: ReturnType<typeof useBillingOverview>;
  loadError: string;
  /** What stands above the plans, while the overview loads. */
  skeletonHeight: number;
  children: (overview: BillingOverview) => ReactNode;
}) {
  let body: ReactNode;
  if (overview.isPending)
    body = (
      <Stack gap="lg" aria-busy>
        <Skeleton height={skeletonHeight} radius="md" />
        <PlanGridSkeleton />
      </Stack>
    );
  else if (overview.error)
    body = <LoadError title={loadError} error={overview.error} onRetry={() => void overview.refetch()} />;
  else
    body = (
      <>
        {!overview.data.configured ? <BillingNotSetUp /> : null}
        {children(overview.data)}
      </>
    );

  return (
    <>
      <ScreenHeader title={title} description={description} />
      <Stack gap="lg">
        <BillingNav />
        {body}
      </Stack>
    </>
  );
}
