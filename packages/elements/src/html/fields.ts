import { COMMON_GROUPS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const htmlFields: readonly FieldGroup[] = [
  {
    title: 'HTML',
    fields: [
      {
        kind: 'code',
        path: 'html',
        label: 'HTML',
        language: 'html',
        help: 'Runs as written on the published page and in previews; the editor shows a placeholder.',
      },
      {
        kind: 'toggle',
        path: 'autoHeight',
        label: 'Fit height to content',
        help: 'Off: a fixed height that scrolls.',
      },
      {
        kind: 'number',
        path: 'height',
        label: 'Height',
        mode: 'pixel',
        unit: 'px',
        responsive: true,
        showWhen: { path: 'autoHeight', equals: [false] },
      },
    ],
  },
  ...COMMON_GROUPS,
];
