import { ALIGNMENT_OPTIONS, COMMON_GROUPS, choices, ICON_THEME_OPTIONS } from '../shared/fields.ts';
import { NETWORK_LABELS, SOCIAL_NETWORKS } from '../shared/social.ts';
import type { FieldGroup } from '../types.ts';

export const socialLinkFields: readonly FieldGroup[] = [
  {
    title: 'Profiles',
    fields: [
      {
        kind: 'list',
        path: 'links',
        label: 'Profiles',
        itemLabel: 'Profile',
        max: SOCIAL_NETWORKS.length,
        newItem: { network: 'twitter', url: '' },
        item: [
          {
            kind: 'select',
            path: 'network',
            label: 'Network',
            options: choices(SOCIAL_NETWORKS, NETWORK_LABELS),
          },
          { kind: 'link', path: 'url', label: 'Profile URL' },
        ],
      },
      { kind: 'toggle', path: 'OpenInNewWindow', label: 'Open in a new window' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'select', path: 'iconTheme', label: 'Icon theme', options: ICON_THEME_OPTIONS },
      { kind: 'number', path: 'IconSize', label: 'Size', mode: 'pixel-number', min: 8, max: 300, unit: 'px' },
      { kind: 'color', path: 'iconColor', label: 'Icon colour', help: 'Empty uses brand colours.' },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
      { kind: 'number', path: 'spacing', label: 'Space between icons', mode: 'pixel-number', unit: 'px' },
    ],
  },
  ...COMMON_GROUPS,
];
