/**
 * The palette's categories (SPEC §3). Element types themselves are the keys of the registry in
 * packages/elements (one folder each); documents store them in `element.key` as plain strings.
 */

export const PALETTE_CATEGORIES = ['All', 'Text', 'Form', 'Order', 'Media', 'Countdown', 'Misc'] as const;
export type PaletteCategory = (typeof PALETTE_CATEGORIES)[number];
/** 'All' is a view over every element, never an element's own category. */
export type ElementCategory = Exclude<PaletteCategory, 'All'>;
