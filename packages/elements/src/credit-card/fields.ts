import { COMMON_GROUPS, fontSizeField, INPUT_STYLE_OPTIONS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const creditCardFields: readonly FieldGroup[] = [
  {
    title: 'Payment',
    fields: [
      { kind: 'reference', path: 'gatewayId', label: 'Payment account', source: 'gateway' },
      { kind: 'text', path: 'cardLabel', label: 'Card label' },
      { kind: 'toggle', path: 'showCardholderName', label: 'Ask for the name on the card' },
      {
        kind: 'text',
        path: 'cardholderLabel',
        label: 'Name label',
        showWhen: { path: 'showCardholderName', equals: [true] },
      },
      { kind: 'toggle', path: 'showPostalCode', label: 'Ask for the postal code' },
      { kind: 'toggle', path: 'showCardIcons', label: 'Show card brand icons' },
      { kind: 'text', path: 'secureNote', label: 'Security note' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'select', path: 'inputStyle', label: 'Input style', options: INPUT_STYLE_OPTIONS },
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      fontSizeField('FontSize'),
      { kind: 'color', path: 'TextColor', label: 'Text colour' },
      { kind: 'color', path: 'labelColor', label: 'Label colour' },
    ],
  },
  ...COMMON_GROUPS,
];
