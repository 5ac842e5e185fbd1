import { HOURS } from '@tessera/document';
import { buttonFieldGroups } from '../shared/button-fields.ts';
import {
  ALIGNMENT_OPTIONS,
  COMMON_GROUPS,
  choices,
  fontSizeField,
  TIME_ZONE_OPTIONS,
} from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { WEBINAR_MINUTES, WEBINAR_RECURRENCES } from './schema.ts';

export const webinarInfoFields: readonly FieldGroup[] = [
  {
    title: 'Webinar',
    fields: [
      { kind: 'text', path: 'title', label: 'Title' },
      { kind: 'date', path: 'webinarDate', label: 'Date' },
      { kind: 'select', path: 'hour', label: 'Hour', options: choices(HOURS) },
      { kind: 'select', path: 'minute', label: 'Minute', options: choices(WEBINAR_MINUTES) },
      { kind: 'select', path: 'timeZone', label: 'Time zone', options: TIME_ZONE_OPTIONS },
      {
        kind: 'select',
        path: 'recurring',
        label: 'Repeats',
        options: choices(WEBINAR_RECURRENCES, { none: 'Does not repeat' }),
      },
      {
        kind: 'number',
        path: 'durationMinutes',
        label: 'Length',
        mode: 'bounded',
        min: 5,
        max: 600,
        unit: 'min',
      },
      { kind: 'toggle', path: 'showLocalTime', label: "Show in the visitor's time zone" },
      { kind: 'toggle', path: 'showAddToCalendar', label: 'Add-to-calendar link' },
      { kind: 'toggle', path: 'showButton', label: 'Registration button' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      fontSizeField('FontSize'),
      { kind: 'color', path: 'TextColor', label: 'Text colour' },
      { kind: 'color', path: 'iconColor', label: 'Icon colour' },
      { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
    ],
  },
  ...buttonFieldGroups('Button').map((group) => ({
    ...group,
    title: group.title === 'Button' ? 'Registration button' : `Registration ${group.title.toLowerCase()}`,
  })),
  ...COMMON_GROUPS,
];
