import { singleFieldGroups } from '../shared/form-input.ts';
import type { FieldGroup } from '../types.ts';

export const checkboxFields: readonly FieldGroup[] = singleFieldGroups([
  { kind: 'toggle', path: 'checkedByDefault', label: 'Ticked by default' },
]);
