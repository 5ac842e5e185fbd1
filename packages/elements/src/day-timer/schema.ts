import { z } from 'zod';
import { countdownDisplayShape, restartOnVisitOption } from '../shared/countdown.ts';

/** An evergreen deadline days (and hours) after the visitor arrives. */
export const dayTimerSchema = z
  .object({
    ...countdownDisplayShape,
    days: z.number().int().min(0).max(365).default(3),
    hours: z.number().int().min(0).max(23).default(0),
    restartOnVisit: restartOnVisitOption,
  })
  .superRefine((options, ctx) => {
    if (options.days === 0 && options.hours === 0)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'A day timer needs at least one hour.' });
  });
export type DayTimerOptions = z.infer<typeof dayTimerSchema>;
