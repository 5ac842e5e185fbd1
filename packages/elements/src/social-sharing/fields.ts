import { ALIGNMENT_OPTIONS, COMMON_GROUPS, choices, ICON_THEME_OPTIONS } from '../shared/fields.ts';
import { NETWORK_LABELS, SHARE_NETWORKS } from '../shared/social.ts';
import type { FieldGroup } from '../types.ts';

export const socialSharingFields: readonly FieldGroup[] = [
  {
    title: 'Sharing',
    fields: [
      {
        kind: 'multiselect',
        path: 'networks',
        label: 'Networks',
        options: choices(SHARE_NETWORKS, NETWORK_LABELS),
      },
      { kind: 'link', path: 'shareUrl', label: 'Address to share', help: 'Empty shares this page.' },
      { kind: 'text', path: 'shareText', label: 'Suggested text' },
      { kind: 'text', path: 'label', label: 'Label' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'toggle', path: 'showNetworkNames', label: 'Show network names' },
      { kind: 'select', path: 'iconTheme', label: 'Icon theme', options: ICON_THEME_OPTIONS },
      { kind: 'number', path: 'IconSize', label: 'Size', mode: 'pixel-number', min: 8, max: 300, unit: 'px' },
      { kind: 'color', path: 'iconColor', label: 'Icon colour', help: 'Empty uses brand colours.' },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
    ],
  },
  ...COMMON_GROUPS,
];
