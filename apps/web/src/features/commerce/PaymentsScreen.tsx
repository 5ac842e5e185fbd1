import { GatewaySection } from './GatewayPanel.tsx';
import { PaymentsNav } from './parts.tsx';

/** The Payments tab's first screen: the site's payment gateway. */
export function PaymentsScreen() {
  return (
    <>
      <PaymentsNav />
      <GatewaySection />
    </>
  );
}
