import { ALIGNMENT_OPTIONS, COMMON_GROUPS } from '../../shared/fields.ts';
import type { FieldGroup } from '../../types.ts';

export const promoCodeFields: readonly FieldGroup[] = [
  {
    title: 'Code',
    fields: [
      { kind: 'text', path: 'code', label: 'Code' },
      { kind: 'text', path: 'caption', label: 'Caption' },
      { kind: 'text', path: 'buttonText', label: 'Button' },
      { kind: 'text', path: 'copiedText', label: 'After copying' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'color', path: 'codeColor', label: 'Code colour' },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
    ],
  },
  ...COMMON_GROUPS, // margin, visibility, entrance animation
];
