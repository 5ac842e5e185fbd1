import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SubscriptionSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useCancelSubscription, useResumeSubscription } from '../../api/billing.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { formatDate } from '../../ui/format.ts';
import { targetOf } from './pricing.ts';
import { notifySuccess } from './SubscribeModal.tsx';

/** "on 4 Jun 2026", or "at the end of the paid period" when Stripe has not said when that is. */
export function endPhrase(subscription: Pick<SubscriptionSummary, 'current_period_end'>): string {
  return subscription.current_period_end
    ? `on ${formatDate(subscription.current_period_end)}`
    : 'at the end of the paid period';
}

/**
 * Ends a subscription at the end of its paid period, after a confirmation naming that day
 * (`DELETE /subscriptions/{userId}/{planType}/cancel`); one set to end can be kept
 * (`POST /subscriptions/resume`). A plan an administrator gave has neither.
 */
export function SubscriptionActions({
  subscription,
  loses,
}: {
  subscription: SubscriptionSummary;
  /** What the agency loses when it ends ("its websites stay, but the workspace locks"). */
  loses: string;
}) {
  const profile = useSignedInProfile();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [confirming, setConfirming] = useState(false);
  if (subscription.comped) return null;
  const planType = targetOf(subscription);

  if (subscription.cancel_at_period_end) {
    return (
      <Button
        variant="light"
        loading={resume.isPending}
        disabled={resume.isPending}
        onClick={() =>
          resume.mutateAsync({ user: profile.id, planType }).then(
            () => notifySuccess(`${subscription.plan.title} will renew as before.`),
            () => {},
          )
        }
      >
        Resume {subscription.plan.title}
      </Button>
    );
  }

  return (
    <>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        Cancel {subscription.plan.title}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={<Text fw={700}>Cancel {subscription.plan.title}?</Text>}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {subscription.plan.title} stays active until it ends {endPhrase(subscription)}. Nothing more is
            charged for it. After that, {loses}
          </Text>
          <Text size="sm" c="dimmed">
            You can resume it until then.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Keep subscription
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              disabled={cancel.isPending}
              onClick={() =>
                // Failures are toasted by the client; the dialog stays for another try.
                cancel.mutateAsync({ userId: profile.id, planType }).then(
                  () => {
                    setConfirming(false);
                    notifySuccess(`${subscription.plan.title} ends ${endPhrase(subscription)}.`);
                  },
                  () => {},
                )
              }
            >
              Cancel subscription
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
