import type { ModernButtonOptions } from '@tessera/document';
import type { RenderProps } from '../render/types.ts';
import { ButtonView } from '../shared/ButtonView.tsx';
import { EmptyNotice } from '../shared/EmptyNotice.tsx';
import { PaymentsOffNotice } from '../shared/PaymentsOffNotice.tsx';
import type { PaymentLinkOptions } from './schema.ts';

/**
 * A buy button. With a product on a site that takes payments it is a plain form post to
 * `{payPath}/{pageId}/{elementId}`, which the server answers with a redirect to Stripe's hosted
 * checkout for that product (no script needed). Without a product it links to the payment URL the
 * author typed, else wherever the button itself points.
 *
 * A product on a site that takes no payments: the product's own checkout link, else the button's
 * own action (the platform's order pages sell plans this way and take the payment in the app).
 * When that leads nowhere, the live page says payments are not available, and the editor and
 * preview tell the designer to connect a gateway.
 */
export function PaymentLinkRender({ element, options, context }: RenderProps<PaymentLinkOptions>) {
  const products = context.data.products ?? {};
  const productId = options.productId;
  const product = productId !== null && Object.hasOwn(products, productId) ? products[productId] : undefined;
  if (productId !== null && !product)
    return <EmptyNotice context={context}>The product of this payment link is not available.</EmptyNotice>;
  const commerce = context.data.commerce;
  if (product && commerce !== undefined && commerce.pageId !== null) {
    const action = `${commerce.payPath}/${commerce.pageId}/${encodeURIComponent(element.id)}`;
    const button = <ButtonView options={options.Button} context={context} as="submit" />;
    if (context.mode === 'edit') return button;
    return (
      <form
        method="post"
        action={action}
        target={options.OpenInNewWindow ? '_blank' : undefined}
        rel={options.OpenInNewWindow ? 'noopener' : undefined}
      >
        {button}
      </form>
    );
  }
  // The canvas renders without the checkout; the designer's data says the site takes payments.
  if (product && context.mode === 'edit' && context.data.takesPayments === true)
    return <ButtonView options={options.Button} context={context} as="submit" />;
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
  const nowhere = product !== undefined && context.buttonAction(button).kind === 'none';
  if (nowhere && context.mode === 'live') return <PaymentsOffNotice context={context} />;
  return (
    <>
      <ButtonView options={button} context={context} />
      {nowhere && <PaymentsOffNotice context={context} />}
    </>
  );
}
