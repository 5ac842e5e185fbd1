import { z } from 'zod';
import { singleFieldShape } from '../shared/form-input.ts';

/** The label sits beside the box and is the consent or choice text; rules 'required' forces a tick. */
export const checkboxSchema = z.object({
  ...singleFieldShape({
    name: 'consent',
    label: 'I agree to receive emails about this offer',
    rules: 'required',
  }),
  checkedByDefault: z.boolean().default(false),
});
export type CheckboxOptions = z.infer<typeof checkboxSchema>;
