import { Alert, Anchor, Text } from '@mantine/core';
import type { Profile } from '@tessera/api-contract';
import { Link, useLocation } from 'react-router';
import { useBillingOverview } from '../../api/billing.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { formatDate } from '../../ui/format.ts';
import { IconAlert } from '../../ui/icons.tsx';

export const PAYMENT_METHODS_PATH = '/agency/payment-methods';

/**
 * SPEC §4: a renewal failed and access stops on `blocks_at` unless it is paid. Shown to the agency
 * owner above every screen of the agency layout, with the way to a working card (making a card
 * the default retries the unpaid invoice). Asks nothing where billing is not set up, nor while
 * the agency's and reseller plans are paid.
 */
export function PastDueBanner({ profile }: { profile: Profile }) {
  const { billing } = useAppConfig();
  const { pathname } = useLocation();
  const owner = profile.role === 'Agency' && profile.agency !== null;
  // The profile already says whether a plan went past due: only then is the overview (which asks
  // Stripe for the default card) loaded, not on every screen of every owner.
  const lapsed =
    profile.agency?.stripe_status === 'past_due' || profile.agency?.reseller_status === 'past_due';
  const overview = useBillingOverview({ enabled: owner && lapsed && billing.configured });
  const pastDue = overview.data?.past_due;
  if (!owner || !pastDue) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlert />}
      title="Payment failed"
      mb="lg"
      role="alert"
      data-testid="past-due-banner"
    >
      <Text size="sm">
        Your last payment failed. Update your card by {formatDate(pastDue.blocks_at)} to keep access.{' '}
        {pathname.startsWith(PAYMENT_METHODS_PATH) ? null : (
          <Anchor component={Link} to={PAYMENT_METHODS_PATH} size="sm" fw={600}>
            Update payment method
          </Anchor>
        )}
      </Text>
    </Alert>
  );
}
