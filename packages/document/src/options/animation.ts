import { z } from 'zod';
import { ENTRANCE_ANIMATIONS } from '../constants.ts';

export const TIME_UNITS = ['ms', 's'] as const;

/** A delay as the user typed it: the unit is kept so the editor shows it back unchanged. */
export const timeDelaySchema = z.object({
  value: z.number().min(0).max(600_000).default(0),
  unit: z.enum(TIME_UNITS).default('s'),
});
export type TimeDelay = z.infer<typeof timeDelaySchema>;

export const animationSchema = z.object({
  name: z.enum(ENTRANCE_ANIMATIONS).default('none'),
  delay: timeDelaySchema.prefault({}),
  /** Milliseconds. */
  duration: z.number().int().min(0).max(60_000).default(1000),
});
export type Animation = z.infer<typeof animationSchema>;
export const DEFAULT_ANIMATION: Animation = animationSchema.parse({});

export function delayToMs(delay: TimeDelay): number {
  return delay.unit === 's' ? Math.round(delay.value * 1000) : Math.round(delay.value);
}
