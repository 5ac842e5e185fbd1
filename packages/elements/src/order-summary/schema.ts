import { colorSchema, elementBaseShape, fontFamilyOption, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import { currencyOption, productIdSchema } from '../shared/commerce.ts';
import { fontSize, plainText } from '../shared/options.ts';

/** Lines, discount, tax and total of the current order; it follows the order select and coupon on the page. */
export const orderSummarySchema = z.object({
  ...elementBaseShape,
  title: plainText(200).default('Order Summary'),
  showProductImages: z.boolean().default(true),
  showQuantity: z.boolean().default(true),
  /** The discount line once a coupon is applied. */
  showDiscount: z.boolean().default(true),
  /** The tax line, shown once the server says tax applies to the order (Stripe Tax). */
  showTax: z.boolean().default(true),
  /** Order bump: a second product offered as a box to tick, added to the same payment. */
  bumpProductId: productIdSchema.default(null),
  /** `{product}` and `{price}` stand for the bump product's name and price. */
  bumpText: plainText(300).default('Yes! Add {product} for {price}'),
  totalLabel: plainText(100).default('Total'),
  emptyText: plainText(300).default('No product selected yet.'),
  currency: currencyOption,
  FontFamily: fontFamilyOption,
  FontSize: fontSize(15),
  TextColor: colorSchema.default(''),
  BackgroundColor: colorSchema.default('#f8fafc'),
  BorderRadius: smallPixelSchema.default(8),
});
export type OrderSummaryOptions = z.infer<typeof orderSummarySchema>;
