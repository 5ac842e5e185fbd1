import { colorSchema, elementBaseShape, fontFamilyOption } from '@tessera/document';
import { z } from 'zod';
import { currencyOption, productIdSchema } from '../shared/commerce.ts';
import { fontSize, plainText } from '../shared/options.ts';

export const ORDER_SELECT_LAYOUTS = ['list', 'cards'] as const;
export const ORDER_SELECTION_TYPES = ['single', 'multiple'] as const;

export const orderProductSchema = z.object({
  productId: productIdSchema.default(null),
  /** '' shows the product's own name. */
  label: plainText(200).default(''),
  description: plainText(500).default(''),
  /** A small tag such as "Best value"; '' shows none. */
  badge: plainText(40).default(''),
  quantity: z.number().int().min(1).max(100).default(1),
});

/** The products a buyer picks from on an order page (one plan, or add-ons with `multiple`). */
export const orderSelectSchema = z.object({
  ...elementBaseShape,
  products: z.array(orderProductSchema).max(20).default([]),
  selectionType: z.enum(ORDER_SELECTION_TYPES).default('single'),
  /** Index of the product selected when the page opens. */
  preselectedIndex: z.number().int().min(0).max(19).default(0),
  layout: z.enum(ORDER_SELECT_LAYOUTS).default('list'),
  currency: currencyOption,
  showDescription: z.boolean().default(true),
  FontFamily: fontFamilyOption,
  FontSize: fontSize(16),
  TextColor: colorSchema.default(''),
  /** Border and tick colour of the selected product; '' uses the theme's button colour. */
  highlightColor: colorSchema.default(''),
});
export type OrderSelectOptions = z.infer<typeof orderSelectSchema>;
