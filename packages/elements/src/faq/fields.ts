import { COMMON_GROUPS, choices, fontSizeField } from '../shared/fields.ts';
import type { FieldGroup } from '../types.ts';
import { FAQ_TOGGLE_ICONS } from './schema.ts';

export const faqFields: readonly FieldGroup[] = [
  {
    title: 'Questions',
    fields: [
      {
        kind: 'list',
        path: 'items',
        label: 'Questions',
        itemLabel: 'Question',
        max: 50,
        newItem: { question: 'New question', answer: 'The answer.' },
        item: [
          { kind: 'text', path: 'question', label: 'Question' },
          { kind: 'text', path: 'answer', label: 'Answer', multiline: true },
        ],
      },
      { kind: 'toggle', path: 'openFirst', label: 'First answer open' },
      { kind: 'toggle', path: 'allowMultipleOpen', label: 'Several answers open at once' },
    ],
  },
  {
    title: 'Style',
    fields: [
      { kind: 'select', path: 'toggleIcon', label: 'Toggle icon', options: choices(FAQ_TOGGLE_ICONS) },
      { kind: 'font', path: 'FontFamily', label: 'Font' },
      fontSizeField('questionFontSize', 'Question size'),
      fontSizeField('answerFontSize', 'Answer size'),
      { kind: 'color', path: 'questionColor', label: 'Question colour' },
      { kind: 'color', path: 'answerColor', label: 'Answer colour' },
      { kind: 'color', path: 'itemBackgroundColor', label: 'Item background' },
      { kind: 'color', path: 'dividerColor', label: 'Divider colour' },
      { kind: 'number', path: 'itemSpacing', label: 'Space between items', mode: 'pixel-number', unit: 'px' },
    ],
  },
  ...COMMON_GROUPS,
];
