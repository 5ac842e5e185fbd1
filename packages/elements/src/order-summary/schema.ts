import { colorSchema, elementBaseShape, fontFamilyOption, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import { currencyOption } from '../shared/commerce.ts';
import { fontSize, plainText } from '../shared/options.ts';

/** Lines, discount, tax and total of the current order; it follows the order select and coupon on the page. */
export const orderSummarySchema = z.object({
  ...elementBaseShape,
  title: plainText(200).default('Order Summary'),
  showProductImages: z.boolean().default(true),
  showQuantity: z.boolean().default(true),
  /** The discount line once a coupon is applied. */
  showDiscount: z.boolean().default(true),
  showTax: z.boolean().default(true),
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
