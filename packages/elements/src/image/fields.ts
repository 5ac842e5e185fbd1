import {
  ALIGNMENT_OPTIONS,
  borderFields,
  COMMON_GROUPS,
  choices,
  linkFields,
  shadowFields,
} from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { IMAGE_HOVER_EFFECTS } from './schema.ts';

export const imageFields: readonly FieldGroup[] = [
  {
    title: 'Image',
    fields: [
      { kind: 'image', path: 'Image', label: 'Image' },
      { kind: 'text', path: 'alt', label: 'Alt text', help: 'What the image shows, for screen readers.' },
      { kind: 'text', path: 'caption', label: 'Caption' },
      ...linkFields(),
      { kind: 'toggle', path: 'lightbox', label: 'Open full size on click' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'number', path: 'width', label: 'Width', mode: 'percent', unit: '%' },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
      { kind: 'number', path: 'BorderRadius', label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
      ...borderFields('border'),
      ...shadowFields('shadow'),
      { kind: 'select', path: 'hoverEffect', label: 'On hover', options: choices(IMAGE_HOVER_EFFECTS) },
    ],
  },
  ...COMMON_GROUPS,
];
