import { RECURRING_INTERVALS } from '@tessera/document';
import { z } from 'zod';
import { countdownDisplayShape } from '../shared/countdown.ts';
import { localDateTimeSchema, timeZoneSchema } from '../shared/options.ts';

export const COUNTDOWN_RECURRENCES = ['none', ...RECURRING_INTERVALS] as const;

/** Counts down to one moment for everyone: a wall-clock time in one of the SPEC §9 time zones. */
export const countdownSchema = z.object({
  ...countdownDisplayShape,
  /** 'YYYY-MM-DDTHH:MM' in `timeZone`; '' until set (the timer shows zeros). */
  targetDate: localDateTimeSchema.default(''),
  timeZone: timeZoneSchema.default('EST'),
  /** SPEC §9 recurring intervals: once a deadline passes the timer counts to the next one. */
  recurring: z.enum(COUNTDOWN_RECURRENCES).default('none'),
});
export type CountdownOptions = z.infer<typeof countdownSchema>;
