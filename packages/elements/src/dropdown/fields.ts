import { singleFieldGroups } from '../shared/form-input.ts';
import type { FieldGroup } from '../types.ts';

export const dropdownFields: readonly FieldGroup[] = singleFieldGroups([
  { kind: 'toggle', path: 'showLabel', label: 'Show label' },
  { kind: 'text', path: 'placeholder', label: 'Placeholder' },
  { kind: 'string-list', path: 'choices', label: 'Choices', itemLabel: 'Choice', max: 200 },
]);
