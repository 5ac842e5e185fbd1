import { z } from 'zod';
import { DEFAULT_POPUP_DELAY } from '../constants.ts';
import { timeDelaySchema } from './animation.ts';
import { boxOptionsShape } from './box.ts';
import { colorSchema, percentSchema } from './primitives.ts';
import { contentWidthSchema } from './width.ts';

/** `click`: opened by a popup-type button; the others open on their own once per visit. */
export const POPUP_TRIGGERS = ['click', 'delay', 'exit-intent', 'scroll'] as const;
export const POPUP_POSITIONS = ['center', 'top', 'bottom'] as const;

export const popupOptionsSchema = z.object({
  ...boxOptionsShape({ padding: 30, horizontalPadding: 30 }),
  width: contentWidthSchema.default('medium'),
  position: z.enum(POPUP_POSITIONS).default('center'),
  trigger: z.enum(POPUP_TRIGGERS).default('click'),
  /** Used by the `delay` trigger. */
  delay: timeDelaySchema.default({ value: DEFAULT_POPUP_DELAY, unit: 's' }),
  /** Used by the `scroll` trigger: how far down the page, in percent. */
  scrollPercent: percentSchema.default(50),
  overlayColor: colorSchema.default('rgba(0,0,0,0.6)'),
  closeOnOverlayClick: z.boolean().default(true),
  showCloseButton: z.boolean().default(true),
});
export type PopupOptions = z.infer<typeof popupOptionsSchema>;
/** What may be passed in: every field optional, nested sets partial. */
export type PopupOptionsInput = z.input<typeof popupOptionsSchema>;
export const DEFAULT_POPUP_OPTIONS: PopupOptions = popupOptionsSchema.parse({});
