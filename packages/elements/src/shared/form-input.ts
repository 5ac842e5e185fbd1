import { colorSchema, elementBaseShape, fontFamilyOption } from '@tessera/document';
import { z } from 'zod';
import type { FieldDefinition, FieldGroup } from '../types.ts';
import { COMMON_GROUPS, fontSizeField, INPUT_STYLE_OPTIONS } from './fields.ts';
import { fieldNameSchema, fontSize, inputStyleSchema, plainText } from './options.ts';

/**
 * Input, textarea, checkbox and dropdown: a single field placed freely on the page (order pages
 * collect customer details this way). `name` is the key of the submitted value; `rules` is the
 * SPEC §5 rules text ('required|email'), from which "required" is read.
 */
export function singleFieldShape(defaults: { name: string; label: string; rules?: string }) {
  return {
    ...elementBaseShape,
    name: fieldNameSchema.default(defaults.name),
    label: plainText(500).default(defaults.label),
    rules: z
      .string()
      .max(200)
      .default(defaults.rules ?? ''),
    inputStyle: inputStyleSchema.default('default'),
    FontFamily: fontFamilyOption,
    FontSize: fontSize(15),
    TextColor: colorSchema.default(''),
    labelColor: colorSchema.default(''),
  };
}

/** Label shown above the control; the checkbox shows its label beside the box instead. */
export const showLabelOption = z.boolean().default(true);
export const placeholderOption = (value: string) => plainText(200).default(value);

export function singleFieldGroups(content: readonly FieldDefinition[]): FieldGroup[] {
  return [
    {
      title: 'Field',
      fields: [
        { kind: 'text', path: 'label', label: 'Label' },
        ...content,
        {
          kind: 'text',
          path: 'name',
          label: 'Field name',
          rules: 'required',
          help: 'The key the value is submitted under, e.g. company.',
        },
        {
          kind: 'text',
          path: 'rules',
          label: 'Rules',
          placeholder: 'required|email',
          help: 'Separate rules with |: required, email, phone, url, include:word.',
        },
      ],
    },
    {
      title: 'Style',
      fields: [
        { kind: 'select', path: 'inputStyle', label: 'Input style', options: INPUT_STYLE_OPTIONS },
        { kind: 'font', path: 'FontFamily', label: 'Font' },
        fontSizeField('FontSize'),
        { kind: 'color', path: 'TextColor', label: 'Text colour' },
        { kind: 'color', path: 'labelColor', label: 'Label colour' },
      ],
    },
    ...COMMON_GROUPS,
  ];
}
