import { buttonFieldGroups } from '../shared/button-fields.ts';
import { COMMON_GROUPS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';

export const buttonFields: readonly FieldGroup[] = [...buttonFieldGroups(), ...COMMON_GROUPS];
