import { ICON_LIST_THEMES } from '@tessera/document';
import { choices } from '../shared/fields.ts';
import { textElementFields } from '../shared/text-element.ts';
import type { FieldGroup } from '../types.ts';

export const bulletListFields: readonly FieldGroup[] = textElementFields({
  groups: [
    {
      title: 'List markers',
      fields: [
        { kind: 'select', path: 'iconListTheme', label: 'Marker', options: choices(ICON_LIST_THEMES) },
        { kind: 'color', path: 'iconColor', label: 'Marker colour' },
        { kind: 'number', path: 'iconSize', label: 'Marker size', mode: 'pixel-number', unit: 'px' },
        {
          kind: 'number',
          path: 'itemSpacing',
          label: 'Space between items',
          mode: 'pixel-number',
          unit: 'px',
        },
      ],
    },
  ],
});
