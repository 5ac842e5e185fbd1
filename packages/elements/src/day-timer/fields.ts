import { countdownFieldGroups, RESTART_FIELD } from '../shared/countdown.ts';
import type { FieldGroup } from '../types.ts';

export const dayTimerFields: readonly FieldGroup[] = countdownFieldGroups([
  { kind: 'number', path: 'days', label: 'Days', mode: 'bounded', min: 0, max: 365 },
  { kind: 'number', path: 'hours', label: 'Hours', mode: 'bounded', min: 0, max: 23 },
  RESTART_FIELD,
]);
