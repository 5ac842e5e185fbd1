import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlert, IconCreditCard } from '../../ui/icons.tsx';

export const BILLING_NOT_SET_UP =
  'Online billing is not set up on this platform yet. Your administrator can give your agency access, or set up billing (STRIPE_SECRET_KEY, see the README).';

/** In place of every payment form while the platform has no online billing (`/config` billing.configured). */
export function BillingNotSetUp() {
  return (
    <Alert color="blue" variant="light" title="Online billing is not available" icon={<IconCreditCard />}>
      {BILLING_NOT_SET_UP}
    </Alert>
  );
}

/** Stripe.js could not be loaded: why, and a retry (the form stays where it is). */
export function StripeUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      title="The card form could not be loaded"
      icon={<IconAlert />}
      role="alert"
    >
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** While Stripe.js loads, where the card field will be. */
export function StripeLoading() {
  return (
    <Group gap="xs" c="dimmed" role="status">
      <Loader size="xs" />
      <Text size="sm">Loading the secure card form…</Text>
    </Group>
  );
}

/** Said to agency members: billing is the owner's. */
export function OwnerOnlyNote() {
  return (
    <Alert color="gray" variant="light" title="Only the agency owner manages billing">
      You can see your agency's plan here. To change the plan or the card, ask the agency owner.
    </Alert>
  );
}

/** "Manage cards" and the like: a link to another billing screen. */
export function BillingLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}
