import { COMMON_GROUPS, choices } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { MAP_TYPES } from './schema.ts';

export const mapFields: readonly FieldGroup[] = [
  {
    title: 'Map',
    fields: [
      { kind: 'text', path: 'address', label: 'Address' },
      { kind: 'number', path: 'zoom', label: 'Zoom', mode: 'bounded', min: 1, max: 20 },
      { kind: 'select', path: 'mapType', label: 'Map type', options: choices(MAP_TYPES) },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'number', path: 'height', label: 'Height', mode: 'pixel', unit: 'px', responsive: true },
      { kind: 'number', path: 'BorderRadius', label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
    ],
  },
  ...COMMON_GROUPS,
];
