import { textElementFields } from '../shared/text-element.ts';
import type { FieldGroup } from '../types.ts';

export const subheadlineFields: readonly FieldGroup[] = textElementFields();
