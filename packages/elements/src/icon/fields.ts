import { ALIGNMENT_OPTIONS, COMMON_GROUPS, ICON_THEME_OPTIONS, linkFields } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const iconFields: readonly FieldGroup[] = [
  { title: 'Icon', fields: [{ kind: 'icon', path: 'Icon', label: 'Icon' }, ...linkFields()] },
  {
    title: 'Style',
    fields: [
      { kind: 'select', path: 'iconTheme', label: 'Icon theme', options: ICON_THEME_OPTIONS },
      { kind: 'number', path: 'IconSize', label: 'Size', mode: 'pixel-number', min: 8, max: 300, unit: 'px' },
      { kind: 'color', path: 'iconColor', label: 'Icon colour' },
      { kind: 'color', path: 'BackgroundColor', label: 'Shape colour' },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
    ],
  },
  ...COMMON_GROUPS,
];
