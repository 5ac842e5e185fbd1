import { z } from 'zod';
import { countdownDisplayShape, restartOnVisitOption } from '../shared/countdown.ts';

/** An evergreen deadline a number of minutes after the visitor arrives. */
export const minuteTimerSchema = z.object({
  ...countdownDisplayShape,
  showDays: z.boolean().default(false),
  minutes: z.number().int().min(1).max(1440).default(15),
  restartOnVisit: restartOnVisitOption,
});
export type MinuteTimerOptions = z.infer<typeof minuteTimerSchema>;
