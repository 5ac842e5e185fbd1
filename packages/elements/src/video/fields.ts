import { ALIGNMENT_OPTIONS, COMMON_GROUPS, shadowFields } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const videoFields: readonly FieldGroup[] = [
  {
    title: 'Video',
    fields: [
      { kind: 'link', path: 'url', label: 'Video URL', help: 'YouTube, Vimeo or a video file.' },
      { kind: 'toggle', path: 'autoplay', label: 'Autoplay', help: 'Autoplaying video is always muted.' },
      { kind: 'toggle', path: 'mute', label: 'Muted' },
      { kind: 'toggle', path: 'loop', label: 'Loop' },
      { kind: 'toggle', path: 'controls', label: 'Player controls' },
      { kind: 'image', path: 'thumbnail', label: 'Cover image' },
    ],
  },
  {
    title: 'Style',
    fields: [
      {
        kind: 'number',
        path: 'Ratio',
        label: 'Height / width',
        mode: 'decimal',
        min: 0.1,
        max: 4,
        step: 0.01,
        help: '0.56 is 16:9, 0.75 is 4:3, 1 is square.',
      },
      { kind: 'number', path: 'width', label: 'Width', mode: 'percent', unit: '%' },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
      { kind: 'number', path: 'BorderRadius', label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
      ...shadowFields('shadow'),
    ],
  },
  ...COMMON_GROUPS,
];
