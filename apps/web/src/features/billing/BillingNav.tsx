import { useSignedInProfile } from '../../app/appContext.tsx';
import { SubNav } from '../../ui/SubNav.tsx';

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
  if (!profile.blocked || profile.role !== 'Agency') return null;
  return <SubNav label="Billing" links={LINKS} />;
}
