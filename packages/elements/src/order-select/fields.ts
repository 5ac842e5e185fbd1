import { COMMON_GROUPS, choices, fontSizeField } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { ORDER_SELECT_LAYOUTS, ORDER_SELECTION_TYPES } from './schema.ts';

export const orderSelectFields: readonly FieldGroup[] = [
  {
    title: 'Products',
    fields: [
      {
        kind: 'list',
        path: 'products',
        label: 'Products',
        itemLabel: 'Product',
        max: 20,
        newItem: { productId: null, label: '', description: '', badge: '', quantity: 1 },
        item: [
          { kind: 'reference', path: 'productId', label: 'Product', source: 'product' },
          { kind: 'text', path: 'label', label: 'Label', placeholder: 'The product name' },
          { kind: 'text', path: 'description', label: 'Description', multiline: true },
          { kind: 'text', path: 'badge', label: 'Badge', placeholder: 'Best value' },
          { kind: 'number', path: 'quantity', label: 'Quantity', mode: 'bounded', min: 1, max: 100 },
        ],
      },
      {
        kind: 'select',
        path: 'selectionType',
        label: 'Buyers pick',
        options: choices(ORDER_SELECTION_TYPES, { single: 'One product', multiple: 'Any number' }),
      },
      {
        kind: 'number',
        path: 'preselectedIndex',
        label: 'Selected at first (position)',
        mode: 'bounded',
        min: 0,
        max: 19,
      },
      { kind: 'text', path: 'currency', label: 'Currency symbol' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'select', path: 'layout', label: 'Layout', options: choices(ORDER_SELECT_LAYOUTS) },
      { kind: 'toggle', path: 'showDescription', label: 'Show descriptions' },
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      fontSizeField('FontSize'),
      { kind: 'color', path: 'TextColor', label: 'Text colour' },
      { kind: 'color', path: 'highlightColor', label: 'Selected colour' },
    ],
  },
  ...COMMON_GROUPS,
];
