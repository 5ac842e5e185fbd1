import { badgeFields, FEATURE_MEDIA_POSITIONS, featureTextFields } from '../shared/feature.ts';
import { COMMON_GROUPS, choices, ICON_THEME_OPTIONS, linkFields } from '../shared/fields.ts';
import { TEXT_ALIGNMENTS } from '../shared/options.ts';
import type { FieldGroup } from '../types.ts';

export const iconFeatureFields: readonly FieldGroup[] = [
  {
    title: 'Content',
    fields: [
      { kind: 'icon', path: 'Icon', label: 'Icon' },
      { kind: 'text', path: 'Title', label: 'Title' },
      { kind: 'text', path: 'Content', label: 'Text', multiline: true },
      ...linkFields(),
    ],
  },
  {
    title: 'Icon',
    fields: [
      { kind: 'select', path: 'iconTheme', label: 'Icon theme', options: ICON_THEME_OPTIONS },
      { kind: 'number', path: 'IconSize', label: 'Size', mode: 'pixel-number', min: 8, max: 300, unit: 'px' },
      { kind: 'color', path: 'iconColor', label: 'Icon colour' },
      { kind: 'color', path: 'BackgroundColor', label: 'Shape colour' },
      { kind: 'select', path: 'iconPosition', label: 'Position', options: choices(FEATURE_MEDIA_POSITIONS) },
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
