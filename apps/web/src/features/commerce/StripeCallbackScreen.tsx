import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isPaymentsNotConfigured, useVerifyStripeAccount } from '../../api/commerce.ts';
import { isApiError } from '../../api/errors.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { callbackOutcome, readCallbackParams } from './callback.ts';
import { PaymentsNotSetUp } from './parts.tsx';
import { commercePaths } from './paths.ts';

const TOAST_COLORS = { success: 'teal', warning: 'yellow', error: 'red' } as const;

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl" data-testid="stripe-callback">
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/**
 * SPEC §2 `/auth/` callback of the card payment provider: Stripe's hosted onboarding returns here
 * (`?landing=&gateway=`, `&refresh=1` when its link expired). The account's state is read through
 * `POST /stripe-accounts/verify`; then the user lands on the site's payments screen with a note of
 * that state, or goes straight back to Stripe with a fresh link when Stripe asked for one.
 */
export function StripeCallbackScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = readCallbackParams(search);
  const verify = useVerifyStripeAccount();
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);

  const landingId = params?.landingId ?? 0;
  const gatewayId = params?.gatewayId ?? 0;
  const refresh = params?.refresh ?? false;
  const { mutate } = verify;
  const run = useCallback(() => {
    mutate(
      { landing_id: landingId, gateway_id: gatewayId },
      {
        onSuccess: (answer) => {
          const outcome = callbackOutcome(answer, refresh);
          if (outcome.kind === 'onboarding') {
            setLeaving(true);
            window.location.assign(outcome.url);
            return;
          }
          notifications.show({
            color: TOAST_COLORS[outcome.tone],
            message: outcome.message,
            autoClose: TOAST_DURATION_MS,
            withCloseButton: true,
          });
          // Replace: Back from the payments screen must not run the callback again.
          navigate(commercePaths.payments(landingId), { replace: true });
        },
      },
    );
  }, [mutate, landingId, gatewayId, refresh, navigate]);

  useEffect(() => {
    // Once per visit, though React may run effects twice while developing.
    if (landingId === 0 || started.current) return;
    started.current = true;
    run();
  }, [landingId, run]);

  if (!params)
    return (
      <Frame>
        <Title order={1} size="h3">
          This link is incomplete
        </Title>
        <Text size="sm" c="dimmed">
          Stripe sends you back here with the website and the payment gateway it was connecting. Open the
          website's Payments tab to see the gateway's state, and continue its onboarding from there.
        </Text>
        <Group>
          <Button component={Link} to="/agency/websites">
            Back to websites
          </Button>
        </Group>
      </Frame>
    );

  const payments = commercePaths.payments(params.landingId);
  if (verify.error) {
    const notFound = isApiError(verify.error) && (verify.error.status === 404 || verify.error.status === 422);
    return (
      <Frame>
        <Title order={1} size="h3">
          The Stripe account could not be checked
        </Title>
        {isPaymentsNotConfigured(verify.error) ? (
          <PaymentsNotSetUp />
        ) : notFound ? (
          <Alert color="orange" variant="light" icon={<IconAlert />} role="alert">
            This payment gateway was not found on the website: it may have been deleted, or the link is for
            another account.
          </Alert>
        ) : (
          <LoadError title="Stripe's answer could not be read" error={verify.error} onRetry={run} />
        )}
        <Group>
          <Button component={Link} to={payments} variant="default" replace>
            Go to the website's payments
          </Button>
        </Group>
      </Frame>
    );
  }

  return (
    <Frame>
      <Group gap="md" wrap="nowrap" role="status" aria-live="polite">
        <Loader size="md" />
        <div>
          <Title order={1} size="h4">
            {leaving ? 'Back to Stripe…' : 'Checking your Stripe account…'}
          </Title>
          <Text size="sm" c="dimmed">
            {leaving
              ? 'The onboarding link had expired: Stripe opens again with a new one, where you left off.'
              : 'Stripe is telling us where the onboarding stands. This takes a moment.'}
          </Text>
        </div>
      </Group>
    </Frame>
  );
}
