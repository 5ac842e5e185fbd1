import { RecordPreviewScreen } from '../design-records/RecordPreviewScreen.tsx';
import { orderPageKind } from './kind.ts';

/** SPEC §2 `/admin/payment/order-pages/{orderPageId}/preview`: the draft, with its plans (admins only). */
export function OrderPagePreviewScreen() {
  return <RecordPreviewScreen kind={orderPageKind} notFound="This order page does not exist." />;
}
