import { z } from 'zod';
import { placeholderOption, showLabelOption, singleFieldShape } from '../shared/form-input.ts';
import { plainText } from '../shared/options.ts';

export const dropdownSchema = z.object({
  ...singleFieldShape({ name: 'choice', label: 'Choose an option' }),
  showLabel: showLabelOption,
  /** First, unselectable entry; '' shows the first choice selected instead. */
  placeholder: placeholderOption('Select…'),
  choices: z
    .array(plainText(200))
    .min(1)
    .max(200)
    .default(() => ['Option 1', 'Option 2', 'Option 3']),
});
export type DropdownOptions = z.infer<typeof dropdownSchema>;
