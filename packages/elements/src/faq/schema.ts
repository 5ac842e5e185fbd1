import { colorSchema, elementBaseShape, fontFamilyOption, smallPixelSchema } from '@tessera/document';
import { z } from 'zod';
import { fontSize, plainText } from '../shared/options.ts';

export const FAQ_TOGGLE_ICONS = ['chevron', 'plus', 'caret', 'arrow'] as const;

/**
 * Questions and answers are plain-text options rather than formatted text: the renderer turns
 * each into a `<details>`/`<summary>` pair, which needs no script and stays searchable.
 */
export const faqItemSchema = z.object({
  question: plainText(300).default('What is included?'),
  answer: plainText(5000).default('Describe exactly what the customer gets.'),
});

export const faqSchema = z.object({
  ...elementBaseShape,
  items: z
    .array(faqItemSchema)
    .max(50)
    .default(() => [
      {
        question: 'How does it work?',
        answer: 'Explain the process in two or three sentences, from sign-up to result.',
      },
      {
        question: 'How much does it cost?',
        answer: 'State the price, what it includes and how billing works.',
      },
      { question: 'Can I cancel?', answer: 'Say how cancelling works and whether there is a refund.' },
    ]),
  /** Shows the first answer open when the page loads. */
  openFirst: z.boolean().default(false),
  /** Off: opening one answer closes the others (the renderer groups the `<details>` by name). */
  allowMultipleOpen: z.boolean().default(true),
  toggleIcon: z.enum(FAQ_TOGGLE_ICONS).default('chevron'),
  FontFamily: fontFamilyOption,
  questionFontSize: fontSize(18, 16),
  answerFontSize: fontSize(16, 15),
  questionColor: colorSchema.default(''),
  answerColor: colorSchema.default(''),
  itemBackgroundColor: colorSchema.default(''),
  dividerColor: colorSchema.default('#e5e7eb'),
  /** Space between items, px. */
  itemSpacing: smallPixelSchema.default(12),
});
export type FaqOptions = z.infer<typeof faqSchema>;
