import { COMMON_GROUPS, fontSizeField } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const orderSummaryFields: readonly FieldGroup[] = [
  {
    title: 'Summary',
    fields: [
      { kind: 'text', path: 'title', label: 'Title' },
      { kind: 'toggle', path: 'showProductImages', label: 'Product images' },
      { kind: 'toggle', path: 'showQuantity', label: 'Quantities' },
      { kind: 'toggle', path: 'showDiscount', label: 'Coupon discount' },
      {
        kind: 'toggle',
        path: 'showTax',
        label: 'Tax',
        help: 'Shown on the published page when tax applies to the order.',
      },
      { kind: 'text', path: 'totalLabel', label: 'Total label' },
      { kind: 'text', path: 'emptyText', label: 'When nothing is selected' },
      { kind: 'text', path: 'currency', label: 'Currency symbol' },
    ],
  },
  {
    title: 'Order bump',
    fields: [
      { kind: 'reference', path: 'bumpProductId', label: 'Offer this product too', source: 'product' },
      {
        kind: 'text',
        path: 'bumpText',
        label: 'Offer text',
        help: '{product} and {price} stand for its name and price.',
      },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      fontSizeField('FontSize'),
      { kind: 'color', path: 'TextColor', label: 'Text colour' },
      { kind: 'color', path: 'BackgroundColor', label: 'Background' },
      { kind: 'number', path: 'BorderRadius', label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
    ],
  },
  ...COMMON_GROUPS,
];
