import { Badge, DataList, Group, Stack, Text } from '@mantine/core';
import { type BillingOverview, formatMoney, formatPrice } from '@tessera/api-contract';
import { usePlans } from '../../api/billing.ts';
import { formatDate } from '../../ui/format.ts';
import { Panel } from '../../ui/Panel.tsx';
import { BillingLink } from './BillingNotices.tsx';
import { PlanGridSkeleton } from './PlanCards.tsx';
import { PlanOffersPanel, usePlanOffers } from './PlanOffers.tsx';
import {
  cardExpiry,
  cardLabel,
  currentSubscription,
  isLive,
  STATUS_COLORS,
  STATUS_LABELS,
} from './pricing.ts';
import { SubscriptionActions } from './SubscriptionActions.tsx';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Why an agency without a plan still has (or has not) access. */
function noPlanSentence(overview: BillingOverview, heldTitle: string | null, canChoose: boolean): string {
  const { agency } = overview;
  // A plan the agency row names without a subscription: given by hand (an administrator).
  if (heldTitle)
    return `Your agency has the ${heldTitle} plan, set up by your administrator without online payment.`;
  if (agency.free_fee) return 'Your administrator gave your agency free access, so no plan is needed.';
  if (agency.free_register) return 'Your agency registered for free, so no plan is needed.';
  const ended = overview.subscriptions
    .filter((s) => s.section === 'agency' && s.status === 'canceled')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (ended)
    return `Your ${ended.plan.title} subscription has ended.${canChoose ? ' Choose a plan below to continue.' : ''}`;
  return canChoose ? 'Your agency has no plan yet. Choose one below.' : 'Your agency has no plan yet.';
}

/**
 * The agency plan as it stands: title, state, price, when it renews or ends, the trial, the next
 * invoice and the card that pays it; the owner cancels or resumes it here.
 */
export function CurrentPlanPanel({ overview, manage }: { overview: BillingOverview; manage: boolean }) {
  const subscription = currentSubscription(overview.subscriptions, 'agency');
  const plans = usePlans('agency');
  const { stripe_price: heldName, stripe_status: heldStatus } = overview.agency;
  const held =
    !subscription && heldName && isLive(heldStatus)
      ? (plans.data?.find((plan) => plan.name === heldName)?.title ?? heldName)
      : null;
  const status = subscription?.status ?? heldStatus;
  const card = overview.default_payment_method;
  const invoice = overview.upcoming_invoice;
  return (
    <Panel
      title="Current plan"
      aside={
        <Badge variant="light" color={STATUS_COLORS[status]} tt="none" data-testid="plan-status">
          {STATUS_LABELS[status]}
        </Badge>
      }
    >
      {subscription ? (
        <DataList withDivider labelWidth={160} aria-label="Current plan">
          <Item label="Plan">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {subscription.plan.title}
              </Text>
              {subscription.comped ? (
                <Badge variant="light" color="grape" tt="none" size="sm">
                  Given by your administrator
                </Badge>
              ) : null}
            </Group>
          </Item>
          {subscription.price ? <Item label="Price">{formatPrice(subscription.price)}</Item> : null}
          {subscription.status === 'trialing' && subscription.trial_end ? (
            <Item label="Trial ends">{formatDate(subscription.trial_end)}</Item>
          ) : null}
          {subscription.current_period_end &&
          // During a trial the period ends with it: one date says both.
          !(
            subscription.status === 'trialing' && subscription.trial_end === subscription.current_period_end
          ) ? (
            <Item label={subscription.cancel_at_period_end ? 'Ends on' : 'Renews on'}>
              {formatDate(subscription.current_period_end)}
              {subscription.cancel_at_period_end ? (
                <Text span size="sm" c="dimmed">
                  {' '}
                  (set to end)
                </Text>
              ) : null}
            </Item>
          ) : null}
          {invoice && !subscription.cancel_at_period_end ? (
            <Item label="Next invoice">
              {formatMoney(invoice.amount_due, invoice.currency)} on {formatDate(invoice.date)}
            </Item>
          ) : null}
          {overview.configured ? (
            <Item label="Card">
              <Group gap="sm">
                <Text size="sm">
                  {card ? `${cardLabel(card)}, expires ${cardExpiry(card).label}` : 'No card on file'}
                </Text>
                {manage ? (
                  <BillingLink to="/agency/payment-methods">
                    {card ? 'Manage cards' : 'Add a card'}
                  </BillingLink>
                ) : null}
              </Group>
            </Item>
          ) : null}
        </DataList>
      ) : (
        <Text size="sm">{noPlanSentence(overview, held, manage && overview.configured)}</Text>
      )}
      {subscription && manage && overview.configured ? (
        <Group justify="flex-end">
          <SubscriptionActions
            subscription={subscription}
            loses="the workspace locks until the agency subscribes again. Your websites stay safe."
          />
        </Group>
      ) : null}
    </Panel>
  );
}

/**
 * The agency plans to choose from (`GET /subscriptions/plans?type=agency`), monthly or yearly.
 * Choosing one opens the subscribe dialog; with a plan held it is a change, previewed with its
 * proration.
 */
export function AgencyPlansPanel({ overview, manage }: { overview: BillingOverview; manage: boolean }) {
  const plans = usePlans('agency');
  const current = currentSubscription(overview.subscriptions, 'agency');
  const offers = usePlanOffers(plans, current?.price?.interval ?? null);
  return (
    <PlanOffersPanel
      section="agency"
      overview={overview}
      offers={offers}
      manage={manage}
      title={current ? 'Change plan' : 'Plans'}
      description={
        current
          ? 'A change takes effect now; what is left of the current period is credited.'
          : 'Every plan can be cancelled at any time.'
      }
      says={{
        loadError: 'The plans could not be loaded',
        none: 'No plans are offered yet. Your administrator can give your agency access.',
      }}
    />
  );
}

/** Where the overview will be while it loads. */
export function OverviewSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <PlanGridSkeleton />
    </Stack>
  );
}
