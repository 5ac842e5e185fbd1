import { FORM_FIELD_TYPES } from '@tessera/document';
import { buttonFieldGroups } from '../shared/button-fields.ts';
import { COMMON_GROUPS, choices, fontSizeField, INPUT_STYLE_OPTIONS } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { FORM_AFTER_SUBMIT, FORM_LAYOUTS } from './schema.ts';

export const formFields: readonly FieldGroup[] = [
  {
    title: 'Fields',
    fields: [
      {
        kind: 'custom',
        panel: 'form-field-presets',
        label: 'Add a preset field',
        help: 'Full name, first and last name, email, phone, address, city, state, postal code.',
      },
      {
        kind: 'list',
        path: 'fields',
        label: 'Fields',
        itemLabel: 'Field',
        max: 30,
        newItem: { name: 'field', label: 'New field', type: 'text', placeholder: '', rules: '', choices: [] },
        item: [
          { kind: 'text', path: 'label', label: 'Label' },
          {
            kind: 'select',
            path: 'type',
            label: 'Type',
            options: choices(FORM_FIELD_TYPES, { tel: 'Phone' }),
          },
          { kind: 'text', path: 'placeholder', label: 'Placeholder' },
          { kind: 'text', path: 'name', label: 'Field name', rules: 'required' },
          { kind: 'text', path: 'rules', label: 'Rules', placeholder: 'required|email' },
          {
            kind: 'string-list',
            path: 'choices',
            label: 'Choices',
            itemLabel: 'Choice',
            max: 200,
            showWhen: { path: 'type', equals: ['select'] },
          },
        ],
      },
      { kind: 'reference', path: 'formId', label: 'Form record', source: 'form' },
      {
        kind: 'reference',
        path: 'integrationIds',
        label: 'Send to integrations',
        source: 'integration',
        multiple: true,
      },
    ],
  },
  {
    title: 'After submit',
    fields: [
      {
        kind: 'select',
        path: 'afterSubmit',
        label: 'Then',
        options: choices(FORM_AFTER_SUBMIT, { message: 'Show a message', redirect: 'Go to a page' }),
      },
      {
        kind: 'text',
        path: 'successMessage',
        label: 'Message',
        multiline: true,
        showWhen: { path: 'afterSubmit', equals: ['message'] },
      },
      {
        kind: 'link',
        path: 'redirectUrl',
        label: 'Redirect to',
        showWhen: { path: 'afterSubmit', equals: ['redirect'] },
      },
    ],
  },
  {
    title: 'Form style',
    fields: [
      { kind: 'select', path: 'layout', label: 'Layout', options: choices(FORM_LAYOUTS) },
      { kind: 'toggle', path: 'showLabels', label: 'Show labels' },
      { kind: 'select', path: 'inputStyle', label: 'Input style', options: INPUT_STYLE_OPTIONS },
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      fontSizeField('FontSize'),
      { kind: 'color', path: 'TextColor', label: 'Text colour' },
      { kind: 'color', path: 'labelColor', label: 'Label colour' },
      {
        kind: 'number',
        path: 'fieldSpacing',
        label: 'Space between fields',
        mode: 'pixel-number',
        unit: 'px',
      },
    ],
  },
  ...buttonFieldGroups('Button', { actions: false }).map((group) => ({
    ...group,
    title: `Submit ${group.title.toLowerCase()}`,
  })),
  ...COMMON_GROUPS,
];
