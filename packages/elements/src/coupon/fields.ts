import { COMMON_GROUPS, fontSizeField, INPUT_STYLE_OPTIONS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const couponFields: readonly FieldGroup[] = [
  {
    title: 'Coupon',
    fields: [
      { kind: 'toggle', path: 'startCollapsed', label: 'Hide the box behind a link' },
      {
        kind: 'text',
        path: 'collapsedText',
        label: 'Link text',
        showWhen: { path: 'startCollapsed', equals: [true] },
      },
      { kind: 'text', path: 'placeholder', label: 'Placeholder' },
      { kind: 'text', path: 'buttonText', label: 'Button text' },
      { kind: 'text', path: 'successMessage', label: 'When applied' },
      { kind: 'text', path: 'errorMessage', label: 'When invalid' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'select', path: 'inputStyle', label: 'Input style', options: INPUT_STYLE_OPTIONS },
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      fontSizeField('FontSize'),
      { kind: 'color', path: 'buttonColor', label: 'Button colour' },
      { kind: 'color', path: 'buttonTextColor', label: 'Button text colour' },
    ],
  },
  ...COMMON_GROUPS,
];
