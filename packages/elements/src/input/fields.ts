import { choices } from '../shared/fields.ts';
import { singleFieldGroups } from '../shared/form-input.ts';
import type { FieldGroup } from '../types.ts';
import { INPUT_TYPES } from './schema.ts';

export const inputFields: readonly FieldGroup[] = singleFieldGroups([
  { kind: 'toggle', path: 'showLabel', label: 'Show label' },
  { kind: 'text', path: 'placeholder', label: 'Placeholder' },
  {
    kind: 'select',
    path: 'inputType',
    label: 'Type',
    options: choices(INPUT_TYPES, { tel: 'Phone', email: 'Email', text: 'Text' }),
  },
  {
    kind: 'text',
    path: 'defaultCountry',
    label: 'Default country',
    placeholder: 'US',
    showWhen: { path: 'inputType', equals: ['tel'] },
  },
]);
