import {
  colorSchema,
  elementBaseShape,
  fontFamilyOption,
  HOURS,
  RECURRING_INTERVALS,
} from '@tessera/document';
import { z } from 'zod';
import { embeddedButtonSchema } from '../shared/embedded-button.ts';
import { alignmentSchema, fontSize, localDateSchema, plainText, timeZoneSchema } from '../shared/options.ts';

export const WEBINAR_MINUTES = ['00', '15', '30', '45'] as const;
export const WEBINAR_RECURRENCES = ['none', ...RECURRING_INTERVALS] as const;

/**
 * When the webinar runs, shown to each visitor in their own time zone by the island. A recurring
 * webinar shows its next session after `webinarDate`.
 */
export const webinarInfoSchema = z.object({
  ...elementBaseShape,
  title: plainText(200).default('Live training'),
  /** First (or only) session, 'YYYY-MM-DD' in `timeZone`; '' until set. */
  webinarDate: localDateSchema.default(''),
  /** SPEC §9 hour list, 00–23. */
  hour: z
    .string()
    .refine((value) => HOURS.includes(value), 'Choose an hour from 00 to 23.')
    .default('12'),
  minute: z.enum(WEBINAR_MINUTES).default('00'),
  timeZone: timeZoneSchema.default('EST'),
  recurring: z.enum(WEBINAR_RECURRENCES).default('none'),
  durationMinutes: z.number().int().min(5).max(600).default(60),
  /** Converts to the visitor's time zone; off shows the webinar's own zone. */
  showLocalTime: z.boolean().default(true),
  showAddToCalendar: z.boolean().default(true),
  /** The registration call to action under the details; it goes where its own action says. */
  showButton: z.boolean().default(true),
  Button: embeddedButtonSchema({ Text: 'Save my seat', Width: 'auto' }),
  FontFamily: fontFamilyOption,
  FontSize: fontSize(16),
  TextColor: colorSchema.default(''),
  iconColor: colorSchema.default(''),
  Alignment: alignmentSchema.default('left'),
});
export type WebinarInfoOptions = z.infer<typeof webinarInfoSchema>;
