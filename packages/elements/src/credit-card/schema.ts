import { colorSchema, elementBaseShape, fontFamilyOption } from '@tessera/document';
import { z } from 'zod';
import { fontSize, inputStyleSchema, plainText, recordIdSchema } from '../shared/options.ts';

/**
 * Card entry on an order page. The card fields themselves are the payment provider's hosted
 * inputs (card data never touches the page); these options label and style around them.
 */
export const creditCardSchema = z.object({
  ...elementBaseShape,
  /** Connected payment account (gateway); null uses the site's active card gateway. */
  gatewayId: recordIdSchema.nullable().default(null),
  showCardholderName: z.boolean().default(true),
  cardholderLabel: plainText(100).default('Name on card'),
  cardLabel: plainText(100).default('Card details'),
  showPostalCode: z.boolean().default(true),
  showCardIcons: z.boolean().default(true),
  secureNote: plainText(300).default('Payments are encrypted and processed securely.'),
  inputStyle: inputStyleSchema.default('default'),
  FontFamily: fontFamilyOption,
  FontSize: fontSize(15),
  TextColor: colorSchema.default(''),
  labelColor: colorSchema.default(''),
});
export type CreditCardOptions = z.infer<typeof creditCardSchema>;
