import { COMMON_GROUPS, fontSizeField, INPUT_STYLE_OPTIONS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const creditCardFields: readonly FieldGroup[] = [
  {
    title: 'Payment',
    fields: [
      { kind: 'text', path: 'emailLabel', label: 'E-mail label' },
      { kind: 'toggle', path: 'showName', label: 'Ask for the buyer’s name' },
      {
        kind: 'text',
        path: 'nameLabel',
        label: 'Name label',
        showWhen: { path: 'showName', equals: [true] },
      },
      { kind: 'text', path: 'cardLabel', label: 'Payment heading' },
      { kind: 'toggle', path: 'showCardIcons', label: 'Show card brand icons' },
      { kind: 'text', path: 'buttonText', label: 'Button text' },
      { kind: 'link', path: 'thankYouUrl', label: 'After paying, go to', help: 'Blank: back to this page.' },
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
      { kind: 'color', path: 'buttonColor', label: 'Button colour' },
      { kind: 'color', path: 'buttonTextColor', label: 'Button text colour' },
    ],
  },
  ...COMMON_GROUPS,
];
