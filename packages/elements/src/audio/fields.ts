import { COMMON_GROUPS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const audioFields: readonly FieldGroup[] = [
  {
    title: 'Audio',
    fields: [
      { kind: 'link', path: 'url', label: 'Audio file URL' },
      { kind: 'text', path: 'title', label: 'Title' },
      { kind: 'toggle', path: 'autoplay', label: 'Autoplay' },
      { kind: 'toggle', path: 'loop', label: 'Loop' },
      { kind: 'toggle', path: 'showDownload', label: 'Download button' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'color', path: 'playerColor', label: 'Player colour' },
      { kind: 'color', path: 'BackgroundColor', label: 'Background' },
      { kind: 'number', path: 'BorderRadius', label: 'Corner radius', mode: 'pixel-number', unit: 'px' },
    ],
  },
  ...COMMON_GROUPS,
];
