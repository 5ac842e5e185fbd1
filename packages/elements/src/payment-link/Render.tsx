import type { ModernButtonOptions } from '@tessera/document';
import type { RenderProps } from '../render/types.ts';
import { ButtonView } from '../shared/ButtonView.tsx';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import type { PaymentLinkOptions } from './schema.ts';

/**
 * A buy button: to the product's checkout when a product is picked, else to the payment URL the
 * author typed, else wherever the button itself points.
 */
export function PaymentLinkRender({ options, context }: RenderProps<PaymentLinkOptions>) {
  const products = context.data.products ?? {};
  const productId = options.productId;
  const product = productId !== null && Object.hasOwn(products, productId) ? products[productId] : undefined;
  if (productId !== null && !product)
    return <EmptyNotice context={context}>The product of this payment link is not available.</EmptyNotice>;
  const target = product ? product.checkoutUrl : options.paymentUrl;
  const button: ModernButtonOptions =
    target.trim() === ''
      ? options.Button
      : {
          ...options.Button,
          ActionType: 'other',
          PageId: null,
          SectionId: null,
          WebSectionId: null,
          CustomLink: target,
          OpenInNewWindow: options.OpenInNewWindow,
        };
  return <ButtonView options={button} context={context} />;
}
