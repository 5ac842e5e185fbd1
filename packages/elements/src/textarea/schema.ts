import { z } from 'zod';
import { placeholderOption, showLabelOption, singleFieldShape } from '../shared/form-input.ts';

export const textareaSchema = z.object({
  ...singleFieldShape({ name: 'message', label: 'Message' }),
  showLabel: showLabelOption,
  placeholder: placeholderOption('How can we help?'),
  rows: z.number().int().min(2).max(20).default(4),
  /** 0 means no limit. */
  maxLength: z.number().int().min(0).max(10_000).default(0),
});
export type TextareaOptions = z.infer<typeof textareaSchema>;
