import { RecordDesignScreen } from '../design-records/RecordDesignScreen.tsx';
import { orderPageKind } from './kind.ts';

/**
 * SPEC §2 order-page design (`/admin/payment/order-pages/{orderPageId}/design`): the full-screen
 * editor on the page's draft; its order elements show the page's plans.
 */
export function OrderPageDesignScreen() {
  return <RecordDesignScreen kind={orderPageKind} storageKey="order-page" />;
}
