import { LOGO_MAX } from '@tessera/document';
import { ALIGNMENT_OPTIONS, COMMON_GROUPS, linkFields } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const logoFields: readonly FieldGroup[] = [
  {
    title: 'Logo',
    fields: [
      { kind: 'image', path: 'Logo', label: 'Logo', variant: 'logo' },
      { kind: 'text', path: 'alt', label: 'Alt text' },
      ...linkFields(),
    ],
  },
  {
    title: 'Size',
    fields: [
      {
        kind: 'number',
        path: 'Logo.ShowWidth',
        label: 'Width',
        mode: 'pixel',
        min: 0,
        max: LOGO_MAX.width,
        unit: 'px',
        help: '0 fits the logo in 300 × 60.',
      },
      {
        kind: 'number',
        path: 'Logo.ShowHeight',
        label: 'Height',
        mode: 'pixel',
        min: 0,
        max: LOGO_MAX.height,
        unit: 'px',
      },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
    ],
  },
  ...COMMON_GROUPS,
];
