import { colorSchema, elementBaseShape } from '@tessera/document';
import { z } from 'zod';
import { alignmentSchema, plainText } from '../../shared/options.ts';

export const promoCodeSchema = z.object({
  ...elementBaseShape,
  code: plainText(40).default('WELCOME10'),
  caption: plainText(200).default('10% off your first order'),
  buttonText: plainText(40).default('Copy'),
  copiedText: plainText(40).default('Copied'),
  codeColor: colorSchema.default('#0f172a'),
  Alignment: alignmentSchema.default('center'),
});
export type PromoCodeOptions = z.infer<typeof promoCodeSchema>;
