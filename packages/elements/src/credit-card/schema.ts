import { colorSchema, elementBaseShape, fontFamilyOption, urlSchema } from '@tessera/document';
import { z } from 'zod';
import { fontSize, inputStyleSchema, plainText } from '../shared/options.ts';

/**
 * The checkout of an order page: the buyer's e-mail and name, Stripe's Payment Element (card data
 * goes from the buyer's browser to Stripe only) and the Pay button. It pays for what the page's
 * order select, coupon and order summary say, on the site's active payment gateway.
 */
export const creditCardSchema = z.object({
  ...elementBaseShape,
  emailLabel: plainText(100).default('Email'),
  /** Asks for the buyer's name too (optional for the buyer), sent as the billing name. */
  showName: z.boolean().default(true),
  nameLabel: plainText(100).default('Full name'),
  /** Heading of the payment fields, beside the card brand icons. */
  cardLabel: plainText(100).default('Payment details'),
  showCardIcons: z.boolean().default(true),
  buttonText: plainText(60).default('Pay now'),
  /** '' uses the theme's button colours. */
  buttonColor: colorSchema.default(''),
  buttonTextColor: colorSchema.default(''),
  /** The thank-you page after paying (a funnel step); '' comes back to this page. The server resolves it. */
  thankYouUrl: urlSchema.default(''),
  secureNote: plainText(300).default('Payments are encrypted and processed securely.'),
  inputStyle: inputStyleSchema.default('default'),
  FontFamily: fontFamilyOption,
  FontSize: fontSize(15),
  TextColor: colorSchema.default(''),
  labelColor: colorSchema.default(''),
});
export type CreditCardOptions = z.infer<typeof creditCardSchema>;
