import { countdownFieldGroups } from '../shared/countdown.ts';
import { choices, TIME_ZONE_OPTIONS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { COUNTDOWN_RECURRENCES } from './schema.ts';

export const countdownFields: readonly FieldGroup[] = countdownFieldGroups([
  { kind: 'date', path: 'targetDate', label: 'Ends at', withTime: true },
  { kind: 'select', path: 'timeZone', label: 'Time zone', options: TIME_ZONE_OPTIONS },
  {
    kind: 'select',
    path: 'recurring',
    label: 'Repeats',
    options: choices(COUNTDOWN_RECURRENCES, { none: 'Does not repeat' }),
    help: 'After each deadline the timer counts to the next one.',
  },
]);
