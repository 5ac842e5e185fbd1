import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSignedInProfile } from '../../app/appContext.tsx';

const LINKS = [
  { to: '/agency/subscription', label: 'Subscription' },
  { to: '/agency/payment-methods', label: 'Payment methods' },
  { to: '/agency/premium-apps', label: 'Premium apps' },
  { to: '/agency/reseller-subscriptions', label: 'Reseller plans' },
] as const;

/**
 * The billing screens side by side, for a blocked owner: the side bar is hidden then (SPEC §2),
 * and these four are the screens a blocked owner may open (SPEC §6, app/access.ts).
 */
export function BillingNav() {
  const profile = useSignedInProfile();
  const { pathname } = useLocation();
  if (!profile.blocked || profile.role !== 'Agency') return null;
  return (
    <Group component="nav" aria-label="Billing" gap={4} wrap="wrap">
      {LINKS.map((link) => {
        const current = pathname === link.to || pathname.startsWith(`${link.to}/`);
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            color={current ? undefined : 'gray'}
            aria-current={current ? 'page' : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
