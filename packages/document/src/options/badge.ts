import { z } from 'zod';
import { BADGE_SKINS } from '../constants.ts';

/** The number badge shown beside numbered items and features; SkinCode picks its mask shape. */
export const numberBadgeSchema = z.object({
  ShowNumber: z.boolean().default(true),
  Text: z.string().max(8).default('1'),
  SkinCode: z.enum(BADGE_SKINS).default('circle'),
});
export type NumberBadge = z.infer<typeof numberBadgeSchema>;
export const DEFAULT_NUMBER_BADGE: NumberBadge = numberBadgeSchema.parse({});
