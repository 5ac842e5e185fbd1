import { Alert, Anchor, Button, Divider, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type BillingOverview,
  type CouponEffect,
  formatMoney,
  formatPrice,
  type PaymentMethod,
  type PlanDetail,
  type PriceSummary,
  type SubscriptionSummary,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useSubscribe, useSubscriptionPreview } from '../../api/billing.ts';
import { describeError } from '../../api/errors.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, type FieldErrors, FORM_ERROR } from '../../ui/forms.ts';
import { AddCardForm, WithStripe } from './AddCardForm.tsx';
import { CouponField } from './CouponField.tsx';
import { choiceOf } from './intent.ts';
import { cardLabel, trialLabel } from './pricing.ts';
import { useIntent } from './useIntent.ts';

/** What a subscribe button asks for: a plan at a price, in a section (none: the agency plan). */
export interface SubscribeTarget {
  plan: PlanDetail;
  price: PriceSummary;
  /** `reseller` or `app-{plan}`; left out for the agency plan. */
  section?: string;
  /** The unlimited reseller plan (`POST /subscriptions/subscribe-unlimited`). */
  unlimited?: boolean;
  /** The subscription this one replaces (a plan change, with proration). */
  replaces?: SubscriptionSummary | null;
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message, autoClose: TOAST_DURATION_MS });
}

/** The preview of what subscribing charges now: lines, the amount, the trial. */
function PreviewTable({ target, coupon }: { target: SubscribeTarget; coupon: CouponEffect | null }) {
  const preview = useSubscriptionPreview({
    plan: target.plan.name,
    price_id: target.price.id,
    section: target.unlimited ? 'reseller' : target.section,
    coupon: coupon?.code,
  });
  if (preview.isPending) {
    return (
      <Stack gap={6} aria-busy>
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={20} width="40%" />
      </Stack>
    );
  }
  if (preview.error) {
    return (
      <Alert color="yellow" variant="light" title="What is charged now could not be worked out">
        <Text size="sm" mb="xs">
          {describeError(preview.error)} You can still subscribe: Stripe charges the same amount.
        </Text>
        <Button size="xs" variant="white" onClick={() => void preview.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { lines, amount_due, currency, proration, trial_days } = preview.data;
  return (
    <Stack gap="xs">
      {lines.length > 0 ? (
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} fz="sm">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            {proration
              ? 'The change, with your current plan’s unused time credited'
              : trial_days > 0
                ? 'After the free trial'
                : 'This invoice'}
          </Table.Caption>
          <Table.Tbody>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: invoice lines have no id of their own
              <Table.Tr key={index}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(line.amount, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>Due now</Text>
        <Text fw={700} fz="lg" data-testid="amount-due">
          {formatMoney(amount_due, currency)}
        </Text>
      </Group>
      {trial_days > 0 ? (
        <Text size="sm" c="dimmed">
          {trialLabel(trial_days)}: the first payment of {formatPrice(target.price)} is taken when it ends.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Subscribing to a plan, or changing to it (SPEC §2 `subscription`, `premium-apps`,
 * `reseller-subscriptions`): without a default card it first asks for one; then it shows what is
 * charged now (the proration preview of a change), takes a coupon, and subscribes with one
 * idempotency key per intent, so a double click or a retry makes one subscription.
 */
export function SubscribeModal({
  target,
  overview,
  onClose,
}: {
  target: SubscribeTarget;
  overview: BillingOverview;
  onClose: () => void;
}) {
  const subscribe = useSubscribe();
  const intent = useIntent();
  // A card saved in this dialog pays, else the default card.
  const [savedCard, setSavedCard] = useState<PaymentMethod | null>(null);
  const payCard = savedCard ?? overview.default_payment_method;
  const [addingCard, setAddingCard] = useState(payCard === null);
  const [coupon, setCoupon] = useState<CouponEffect | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const changing = Boolean(target.replaces);
  const title = changing ? `Change to ${target.plan.title}` : `Subscribe to ${target.plan.title}`;
  const trial = !changing && target.plan.trial_days > 0;
  const confirmLabel = changing ? 'Change plan' : trial ? 'Start free trial' : 'Subscribe';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const section = target.unlimited ? undefined : target.section;
    const code = target.unlimited ? undefined : coupon?.code;
    const { key } = intent.begin(
      choiceOf({ plan: target.plan.name, price: target.price.id, section, coupon: code, card: payCard?.id }),
    );
    setErrors({});
    // The promise, not mutate's callbacks: subscribing can lift the block, and the screen under
    // this dialog is then drawn again in the full layout (unmounting it) before callbacks would run.
    subscribe
      .mutateAsync({
        plan: target.plan.name,
        section,
        coupon: code,
        unlimited: target.unlimited ?? false,
        body: {
          price_id: target.price.id,
          idempotency_key: key,
          ...(savedCard ? { payment_method: savedCard.id } : {}),
        },
      })
      .then(
        () => {
          intent.end();
          notifySuccess(
            changing
              ? `Your plan is now ${target.plan.title}.`
              : `Your agency is subscribed to ${target.plan.title}.`,
          );
          onClose();
        },
        (error: unknown) => {
          intent.end(error);
          const placed = apiFieldErrors(error, ['coupon']);
          setErrors(Object.keys(placed).length > 0 ? placed : { [FORM_ERROR]: describeError(error) });
        },
      );
  };

  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{title}</Text>} size="lg" centered>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            <b>{target.plan.title}</b> · {formatPrice(target.price)}
          </Text>
          {changing && target.replaces ? (
            <Text size="sm" c="dimmed">
              Replaces {target.replaces.plan.title}
            </Text>
          ) : null}
        </Group>
        {addingCard ? (
          <Stack gap="sm">
            <Text size="sm">
              {payCard
                ? 'Add the card to pay with.'
                : 'Add a card to subscribe. It becomes your default card.'}
            </Text>
            <WithStripe>
              {(stripe) => (
                <AddCardForm
                  stripe={stripe}
                  hasCards={payCard !== null}
                  submitLabel="Save card and continue"
                  onSaved={(cards, id) => {
                    setSavedCard(cards.find((card) => card.id === id) ?? null);
                    setAddingCard(false);
                  }}
                  cancel={{ onClick: payCard ? () => setAddingCard(false) : onClose }}
                />
              )}
            </WithStripe>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <FormAlert errors={errors} title="The subscription could not be made" />
              <PreviewTable target={target} coupon={coupon} />
              {target.unlimited ? null : (
                <CouponField
                  priceId={target.price.id}
                  value={coupon}
                  onChange={(next) => {
                    setCoupon(next);
                    setErrors(({ coupon: _gone, ...rest }) => rest);
                  }}
                  error={errors.coupon}
                  disabled={subscribe.isPending}
                />
              )}
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {payCard
                    ? `Paid with ${payCard.is_default ? 'your default card, ' : ''}${cardLabel(payCard)}.`
                    : 'No card yet.'}
                </Text>
                <Anchor component="button" type="button" size="sm" onClick={() => setAddingCard(true)}>
                  Use another card
                </Anchor>
              </Group>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} disabled={subscribe.isPending}>
                  Cancel
                </Button>
                <Button type="submit" loading={subscribe.isPending} disabled={subscribe.isPending}>
                  {confirmLabel}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
