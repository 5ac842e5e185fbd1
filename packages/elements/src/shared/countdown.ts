import { colorSchema, elementBaseShape, fontFamilyOption, urlSchema } from '@tessera/document';
import { z } from 'zod';
import type { FieldDefinition, FieldGroup } from '../types.ts';
import { ALIGNMENT_OPTIONS, COMMON_GROUPS, choices, fontSizeField } from './fields.ts';
import { alignmentSchema, fontSize, plainText } from './options.ts';

/**
 * Countdown, minute timer and day timer differ only in what they count down to: a fixed moment in
 * a SPEC §9 time zone, or a span that starts at the visitor's first view (an evergreen deadline).
 */

export const COUNTDOWN_STYLES = ['boxes', 'plain', 'circles', 'flip'] as const;
/** `show-zeros` leaves 00:00:00 on the page; the others replace or leave it. */
export const COUNTDOWN_EXPIRY_ACTIONS = ['show-zeros', 'hide', 'message', 'redirect'] as const;

export const countdownDisplayShape = {
  ...elementBaseShape,
  style: z.enum(COUNTDOWN_STYLES).default('boxes'),
  showDays: z.boolean().default(true),
  showSeconds: z.boolean().default(true),
  showLabels: z.boolean().default(true),
  labels: z
    .object({
      days: plainText(30).default('Days'),
      hours: plainText(30).default('Hours'),
      minutes: plainText(30).default('Minutes'),
      seconds: plainText(30).default('Seconds'),
    })
    .prefault({}),
  expiryAction: z.enum(COUNTDOWN_EXPIRY_ACTIONS).default('show-zeros'),
  expiredMessage: plainText(500).default('This offer has ended.'),
  redirectUrl: urlSchema.default(''),
  FontFamily: fontFamilyOption,
  digitFontSize: fontSize(40, 28),
  labelFontSize: fontSize(14, 12),
  digitColor: colorSchema.default(''),
  labelColor: colorSchema.default(''),
  /** Box or circle fill for those styles; '' uses the theme's button colour. */
  boxColor: colorSchema.default(''),
  Alignment: alignmentSchema.default('center'),
};

/** Groups for a timer type: its own `timing` fields first, then display, expiry, and the common ones. */
export function countdownFieldGroups(timing: readonly FieldDefinition[]): FieldGroup[] {
  const labelsShown = { path: 'showLabels', equals: [true] };
  return [
    { title: 'Timer', fields: timing },
    {
      title: 'When it ends',
      fields: [
        {
          kind: 'select',
          path: 'expiryAction',
          label: 'Then',
          options: choices(COUNTDOWN_EXPIRY_ACTIONS, {
            'show-zeros': 'Keep showing zeros',
            hide: 'Hide the timer',
            message: 'Show a message',
            redirect: 'Go to a page',
          }),
        },
        {
          kind: 'text',
          path: 'expiredMessage',
          label: 'Message',
          showWhen: { path: 'expiryAction', equals: ['message'] },
        },
        {
          kind: 'link',
          path: 'redirectUrl',
          label: 'Redirect to',
          showWhen: { path: 'expiryAction', equals: ['redirect'] },
        },
      ],
    },
    {
      title: 'Style',
      fields: [
        { kind: 'select', path: 'style', label: 'Style', options: choices(COUNTDOWN_STYLES) },
        { kind: 'toggle', path: 'showDays', label: 'Show days' },
        { kind: 'toggle', path: 'showSeconds', label: 'Show seconds' },
        { kind: 'toggle', path: 'showLabels', label: 'Show labels' },
        { kind: 'text', path: 'labels.days', label: 'Days label', showWhen: labelsShown },
        { kind: 'text', path: 'labels.hours', label: 'Hours label', showWhen: labelsShown },
        { kind: 'text', path: 'labels.minutes', label: 'Minutes label', showWhen: labelsShown },
        { kind: 'text', path: 'labels.seconds', label: 'Seconds label', showWhen: labelsShown },
        { kind: 'font', path: 'FontFamily', label: 'Font' },
        fontSizeField('digitFontSize', 'Number size'),
        fontSizeField('labelFontSize', 'Label size'),
        { kind: 'color', path: 'digitColor', label: 'Number colour' },
        { kind: 'color', path: 'labelColor', label: 'Label colour' },
        { kind: 'color', path: 'boxColor', label: 'Box colour' },
        { kind: 'select', path: 'Alignment', label: 'Alignment', options: ALIGNMENT_OPTIONS },
      ],
    },
    ...COMMON_GROUPS,
  ];
}

/** Evergreen timers: per visitor, kept in the browser so a reload does not reset the deadline. */
export const restartOnVisitOption = z.boolean().default(false);
export const RESTART_FIELD: FieldDefinition = {
  kind: 'toggle',
  path: 'restartOnVisit',
  label: 'Restart on every visit',
  help: 'Off: each visitor keeps the deadline of their first visit.',
};
