import { z } from 'zod';
import type { Device } from '../constants.ts';

/** SPEC §4 order: a visibility toggle steps through these and wraps around. */
export const VISIBILITY_CYCLE = ['both', 'desktop', 'mobile', 'hidden'] as const;
export type Visibility = (typeof VISIBILITY_CYCLE)[number];
export const visibilitySchema = z.enum(VISIBILITY_CYCLE);

export function isVisibility(value: unknown): value is Visibility {
  return typeof value === 'string' && (VISIBILITY_CYCLE as readonly string[]).includes(value);
}

export function nextVisibility(current: Visibility | undefined): Visibility {
  const index = VISIBILITY_CYCLE.indexOf(current ?? 'both');
  return VISIBILITY_CYCLE[(index + 1) % VISIBILITY_CYCLE.length] ?? 'both';
}

/** Visibility knows two device classes; a tablet is shown what desktop is shown. */
export function isVisibleOn(visibility: Visibility, device: Device): boolean {
  if (visibility === 'both') return true;
  if (visibility === 'hidden') return false;
  return device === 'mobile' ? visibility === 'mobile' : visibility === 'desktop';
}
