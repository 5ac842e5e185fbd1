import { textElementFields } from '../shared/text-element.ts';
import type { FieldGroup } from '../types.ts';

export const paragraphFields: readonly FieldGroup[] = textElementFields({
  typography: [{ kind: 'color', path: 'linkColor', label: 'Link colour' }],
});
