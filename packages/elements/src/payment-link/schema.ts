import { elementBaseShape, urlSchema } from '@tessera/document';
import { z } from 'zod';
import { productIdSchema } from '../shared/commerce.ts';
import { embeddedButtonSchema } from '../shared/embedded-button.ts';

/**
 * A button that takes the buyer straight to checkout: for a product of the connected account
 * (the server creates the checkout session), or to a payment page elsewhere when no product is set.
 */
export const paymentLinkSchema = z.object({
  ...elementBaseShape,
  productId: productIdSchema.default(null),
  quantity: z.number().int().min(1).max(100).default(1),
  /** Used when `productId` is null, e.g. a hosted payment link. */
  paymentUrl: urlSchema.default(''),
  OpenInNewWindow: z.boolean().default(false),
  Button: embeddedButtonSchema({ Text: 'Buy Now', Width: 'auto' }),
});
export type PaymentLinkOptions = z.infer<typeof paymentLinkSchema>;
