import { Alert, Badge, Button, type MantineSpacing, Select, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { GatewayItem } from '@tessera/api-contract';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isPaymentsNotConfigured, useActiveGateway } from '../../api/commerce.ts';
import { describeError } from '../../api/errors.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { IconCreditCard } from '../../ui/icons.tsx';
import type { ActionGate } from '../../ui/PermissionGate.tsx';
import { SubNav, type SubNavLink } from '../../ui/SubNav.tsx';
import { example } from '../billing-admin/money.ts';
import { useQueryPatch } from '../contacts/listControls.tsx';
import { useSite, useSiteGate } from '../websites/siteContext.ts';
import { commercePaths } from './paths.ts';

/**
 * The Payments tab's own navigation: its screens side by side under the site's tab bar. Orders and
 * customer subscriptions need `manage_commerce`, so callers without it are not offered them.
 */
export function PaymentsNav() {
  const site = useSite();
  const manage = site.permissions.includes('manage_commerce');
  const payments = commercePaths.payments(site.id);
  const links: SubNavLink[] = [
    // The gateway's own screens (connecting one) are under the tab's path, beside the lists'.
    {
      to: payments,
      label: 'Gateway',
      current: (pathname) => pathname === payments || pathname.startsWith(`${payments}/gateway`),
    },
    { to: commercePaths.products(site.id), label: 'Products' },
    { to: commercePaths.coupons(site.id), label: 'Coupons' },
    ...(manage
      ? [
          { to: commercePaths.orders(site.id), label: 'Orders' },
          { to: commercePaths.subscriptions(site.id), label: 'Subscriptions' },
        ]
      : []),
  ];
  return <SubNav label="Payments" links={links} mb="md" />;
}

export const PAYMENTS_NOT_SET_UP =
  'Online payments are not set up on this platform yet, so no Stripe account can be connected. The platform administrator sets it up (STRIPE_SECRET_KEY, see the README); then this website can take payments on its order pages.';

/** In place of what needs Stripe while the platform has none (a 503 from the server). */
export function PaymentsNotSetUp({ mb }: { mb?: MantineSpacing } = {}) {
  return (
    <Alert
      mb={mb}
      color="blue"
      variant="light"
      title="Payments are not available on this platform yet"
      icon={<IconCreditCard />}
      data-testid="payments-not-set-up"
    >
      {PAYMENTS_NOT_SET_UP}
    </Alert>
  );
}

/**
 * A failure of a gateway call in a toast (those calls make none themselves): the server's reason,
 * or for a 503 what it means. Returns whether it was a 503, for screens that then explain in place.
 */
export function notifyCommerceFailure(error: unknown): boolean {
  const notConfigured = isPaymentsNotConfigured(error);
  notifications.show({
    color: notConfigured ? 'blue' : 'red',
    message: notConfigured ? PAYMENTS_NOT_SET_UP : describeError(error),
    autoClose: TOAST_DURATION_MS,
    withCloseButton: true,
  });
  return notConfigured;
}

export const NO_ACTIVE_GATEWAY =
  'Connect a Stripe account and finish its onboarding first: products and coupons are made on it.';

/**
 * The gates of a commerce list: `manage` for what changes a record, `create` for what is made on
 * the connected account, which also needs a gateway that takes payments (and Stripe on the
 * platform). While the active gateway loads, creating stays off with a word why, so it is never
 * offered only to be refused.
 */
export function useCommerceGates(): {
  manage: ActionGate;
  create: ActionGate;
  /** The gateway that takes payments; null for none, undefined while unknown. */
  gateway: GatewayItem | null | undefined;
  /** The platform has no Stripe: nothing can be sold, whatever the site does. */
  notConfigured: boolean;
} {
  const site = useSite();
  const config = useAppConfig();
  const manage = useSiteGate('manage_commerce');
  const active = useActiveGateway(site.id, { enabled: config.billing.configured });
  const notConfigured = !config.billing.configured || isPaymentsNotConfigured(active.error);
  const gateway = notConfigured ? null : active.data;
  let create: ActionGate = manage;
  if (!manage.allowed) create = manage;
  else if (notConfigured) create = { allowed: false, message: PAYMENTS_NOT_SET_UP };
  else if (gateway === undefined)
    create = {
      allowed: false,
      message: active.error ? 'The payment gateway could not be checked.' : 'Checking the payment gateway…',
    };
  else if (gateway === null) create = { allowed: false, message: NO_ACTIVE_GATEWAY };
  return { manage, create, gateway, notConfigured };
}

/**
 * Above a list that needs a working gateway before anything can be added to it: why nothing can
 * be, and the way to the gateway; nothing once a gateway takes payments.
 */
export function GatewayNeededNote({ gates }: { gates: ReturnType<typeof useCommerceGates> }) {
  const site = useSite();
  if (gates.notConfigured) return <PaymentsNotSetUp mb="md" />;
  if (gates.gateway === null) return <ConnectGatewayNote landingId={site.id} />;
  return null;
}

/** A link to the gateway screen, for lists that cannot be filled before a gateway is connected. */
function ConnectGatewayNote({ landingId }: { landingId: number }) {
  return (
    <Alert color="yellow" variant="light" title="No payment gateway takes payments yet" mb="md">
      {NO_ACTIVE_GATEWAY}{' '}
      <Button component={Link} to={commercePaths.payments(landingId)} size="compact-sm" variant="white">
        Go to the gateway
      </Button>
    </Alert>
  );
}

/** A state as a small coloured badge. */
export function StateBadge({ state }: { state: { label: string; color: string } }) {
  return (
    <Badge color={state.color} variant="light" size="sm">
      {state.label}
    </Badge>
  );
}

/**
 * The status filter of orders and customer subscriptions, in the URL (`status`): the status it
 * names if it is one of `statuses`, the select's choices ("All statuses", then each by its label)
 * and how to choose one, or none with null, which goes back to the first page.
 */
export function useStatusFilter<S extends string>(
  statuses: readonly S[],
  labels: Record<S, { label: string }>,
) {
  const [query] = useSearchParams();
  const setQuery = useQueryPatch();
  const value = query.get('status');
  const data = useMemo(
    () => [
      { value: '', label: 'All statuses' },
      ...statuses.map((status) => ({ value: status, label: labels[status].label })),
    ],
    [statuses, labels],
  );
  return {
    status: statuses.find((status) => status === value),
    data,
    set: (next: string | null) => setQuery({ status: next ? next : null }, true),
  };
}

/** The select of a status filter, `width` wide beside the search (the whole row on phones). */
export function StatusFilterSelect({
  filter,
  width,
}: {
  filter: ReturnType<typeof useStatusFilter>;
  width: number;
}) {
  return (
    <Select
      aria-label="Filter by status"
      data={filter.data}
      value={filter.status ?? ''}
      onChange={filter.set}
      allowDeselect={false}
      w={{ base: '100%', sm: width }}
    />
  );
}

/** An amount typed in the currency's units (a price, an amount off), the currency's code beside it. */
export function AmountInput({
  label,
  currency,
  value,
  error,
  onChange,
  maw,
}: {
  label: string;
  currency: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  maw?: number;
}) {
  const code = currency.toUpperCase();
  return (
    <TextInput
      label={label}
      description={`In ${code}, such as ${example(currency)}.`}
      required
      inputMode="decimal"
      autoComplete="off"
      rightSection={
        <Text size="xs" c="dimmed">
          {code}
        </Text>
      }
      rightSectionWidth={48}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={maw}
    />
  );
}
