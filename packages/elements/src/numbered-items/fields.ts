import { badgeFields, featureTextFields } from '../shared/feature.ts';
import { COMMON_GROUPS, choices } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { NUMBERED_LAYOUTS } from './schema.ts';

export const numberedItemsFields: readonly FieldGroup[] = [
  {
    title: 'Items',
    fields: [
      {
        kind: 'list',
        path: 'items',
        label: 'Items',
        itemLabel: 'Item',
        max: 30,
        newItem: { Title: 'New step', Content: 'What happens in this step.' },
        item: [
          { kind: 'text', path: 'Title', label: 'Title' },
          { kind: 'text', path: 'Content', label: 'Text', multiline: true },
        ],
      },
    ],
  },
  {
    title: 'Numbers',
    fields: [
      ...badgeFields('NumberBadge').map((field) =>
        field.kind === 'text'
          ? { ...field, label: 'First number', help: 'Later items count up from it.' }
          : field,
      ),
      { kind: 'color', path: 'badgeColor', label: 'Badge colour' },
      { kind: 'color', path: 'badgeTextColor', label: 'Number colour' },
      { kind: 'number', path: 'badgeSize', label: 'Badge size', mode: 'pixel-number', unit: 'px' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'select', path: 'layout', label: 'Layout', options: choices(NUMBERED_LAYOUTS) },
      ...featureTextFields(),
      { kind: 'number', path: 'itemSpacing', label: 'Space between items', mode: 'pixel-number', unit: 'px' },
    ],
  },
  ...COMMON_GROUPS,
];
