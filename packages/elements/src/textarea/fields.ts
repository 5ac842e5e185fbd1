import { singleFieldGroups } from '../shared/form-input.ts';
import type { FieldGroup } from '../types.ts';

export const textareaFields: readonly FieldGroup[] = singleFieldGroups([
  { kind: 'toggle', path: 'showLabel', label: 'Show label' },
  { kind: 'text', path: 'placeholder', label: 'Placeholder' },
  { kind: 'number', path: 'rows', label: 'Visible lines', mode: 'bounded', min: 2, max: 20 },
  {
    kind: 'number',
    path: 'maxLength',
    label: 'Maximum characters',
    mode: 'bounded',
    min: 0,
    max: 10_000,
    help: '0 means no limit.',
  },
]);
