import { colorSchema, elementBaseShape, fontFamilyOption } from '@tessera/document';
import { z } from 'zod';
import { fontSize, inputStyleSchema, plainText } from '../shared/options.ts';

/** A coupon code box on an order page; the code is checked by the server (check-coupon). */
export const couponSchema = z.object({
  ...elementBaseShape,
  /** Shows a "Have a coupon?" link that reveals the box, so buyers without one are not distracted. */
  startCollapsed: z.boolean().default(true),
  collapsedText: plainText(200).default('Have a coupon code?'),
  placeholder: plainText(200).default('Coupon code'),
  buttonText: plainText(100).default('Apply'),
  successMessage: plainText(300).default('Coupon applied.'),
  errorMessage: plainText(300).default('That coupon code is not valid.'),
  inputStyle: inputStyleSchema.default('default'),
  FontFamily: fontFamilyOption,
  FontSize: fontSize(15),
  /** '' uses the theme's button colours. */
  buttonColor: colorSchema.default(''),
  buttonTextColor: colorSchema.default(''),
});
export type CouponOptions = z.infer<typeof couponSchema>;
