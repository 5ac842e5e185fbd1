import { badgeFields, FEATURE_MEDIA_POSITIONS, featureTextFields } from '../shared/feature.ts';
import { COMMON_GROUPS, choices, linkFields } from '../shared/fields.ts';
import { TEXT_ALIGNMENTS } from '../shared/options.ts';
import type { FieldGroup } from '../types.ts';

export const imageFeatureFields: readonly FieldGroup[] = [
  {
    title: 'Content',
    fields: [
      { kind: 'image', path: 'Image', label: 'Image' },
      { kind: 'text', path: 'alt', label: 'Alt text' },
      { kind: 'text', path: 'Title', label: 'Title' },
      { kind: 'text', path: 'Content', label: 'Text', multiline: true },
      ...linkFields(),
    ],
  },
  {
    title: 'Image',
    fields: [
      { kind: 'select', path: 'imagePosition', label: 'Position', options: choices(FEATURE_MEDIA_POSITIONS) },
      {
        kind: 'number',
        path: 'imageWidth',
        label: 'Image width',
        mode: 'percent',
        unit: '%',
        showWhen: { path: 'imagePosition', equals: ['left', 'right'] },
      },
      { kind: 'number', path: 'BorderRadius', label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
      ...badgeFields('NumberBadge'),
    ],
  },
  {
    title: 'Text style',
    fields: [
      ...featureTextFields(),
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: choices(TEXT_ALIGNMENTS) },
    ],
  },
  ...COMMON_GROUPS,
];
