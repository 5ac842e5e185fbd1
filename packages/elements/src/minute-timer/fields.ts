import { countdownFieldGroups, RESTART_FIELD } from '../shared/countdown.ts';
import type { FieldGroup } from '../types.ts';

export const minuteTimerFields: readonly FieldGroup[] = countdownFieldGroups([
  { kind: 'number', path: 'minutes', label: 'Minutes', mode: 'bounded', min: 1, max: 1440 },
  RESTART_FIELD,
]);
