import { z } from 'zod';
import { CONTENT_WIDTH_NAMES, CONTENT_WIDTHS, type ContentWidth } from '../constants.ts';

export const contentWidthSchema = z.enum(CONTENT_WIDTH_NAMES);

/** CSS max-width for a content width name; fullwidth has none. */
export function contentMaxWidth(width: ContentWidth): string {
  const px = CONTENT_WIDTHS[width];
  return px === null ? '100%' : `${px}px`;
}
