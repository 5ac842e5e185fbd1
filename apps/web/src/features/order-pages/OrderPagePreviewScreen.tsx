import { useParams } from 'react-router';
import { orderPagePreviewLink } from '../../api/order-pages.ts';
import { SignedPreview } from '../pages/SignedPreview.tsx';

/**
 * SPEC §2 `/admin/payment/order-pages/{orderPageId}/preview`: the order page's draft, with its
 * plans, shown on the preview host of the sites origin, never on the app's. Admins only (the link
 * is refused to anyone else); guests are asked to sign in first.
 */
export function OrderPagePreviewScreen() {
  const { orderPageId = '' } = useParams();
  return (
    <SignedPreview
      what="order page"
      linkKey={orderPageId}
      notFound="This order page does not exist."
      fetchLink={(signal) => orderPagePreviewLink(orderPageId, signal)}
    />
  );
}
