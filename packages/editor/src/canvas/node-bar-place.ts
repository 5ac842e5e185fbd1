import type { Box } from './canvas-store.ts';

/** The node toolbar's size: buttons of 26 px with 2 px gaps, in a bar with 2 px padding. */
export const NODE_BAR_HEIGHT = 30;
export function nodeBarWidth(buttons: number): number {
  return buttons * 26 + (buttons - 1) * 2 + 4;
}

export type BarPlacement = 'above' | 'below' | 'inside';

export interface BarPosition {
  top: number;
  left: number;
  placement: BarPlacement;
}

/**
 * A selection at least this tall may carry its toolbar inside its top edge: the bar then hides a
 * corner of it, not the element itself (a button, a line of text).
 */
export const INSIDE_MIN_HEIGHT = 3 * NODE_BAR_HEIGHT;

/**
 * Where the selection's toolbar goes (stage pixels). Above the selection when that covers
 * nothing but the selection's own containers; else below it on the same terms; else inside its
 * top edge when it is tall; else below it, else above it (a small element between two others:
 * covering a neighbour is better than covering what the user is editing); inside only when
 * the stage has room for nothing else. `free` says whether a rectangle of the stage covers only
 * the selection, its ancestors or empty page.
 */
export function placeNodeBar(
  box: Box,
  barWidth: number,
  stage: { width: number; height: number },
  free: (rect: Box) => boolean,
): BarPosition {
  const gap = 2;
  const right = Math.min(box.left + box.width, stage.width - 4);
  const left = Math.max(4, Math.min(right - barWidth, stage.width - barWidth - 4));
  const at = (top: number, placement: BarPlacement): BarPosition => ({ top, left, placement });
  const rect = (top: number): Box => ({ top, left, width: barWidth, height: NODE_BAR_HEIGHT });

  const above = box.top - NODE_BAR_HEIGHT - gap;
  const below = box.top + box.height + gap;
  const fitsAbove = above >= 0;
  const fitsBelow = below + NODE_BAR_HEIGHT <= stage.height;
  if (fitsAbove && free(rect(above))) return at(above, 'above');
  if (fitsBelow && free(rect(below))) return at(below, 'below');
  const inside = Math.max(box.top, 0) + gap;
  const visibleHeight = box.top + box.height - Math.max(box.top, 0);
  if (visibleHeight >= INSIDE_MIN_HEIGHT) return at(inside, 'inside');
  if (fitsBelow) return at(below, 'below');
  if (fitsAbove) return at(above, 'above');
  return at(inside, 'inside');
}

/** Points of a rectangle a hit test samples: along its middle, and near both ends. */
export function samplePoints(rect: Box): Array<{ x: number; y: number }> {
  const y = rect.top + rect.height / 2;
  return [
    { x: rect.left + 6, y },
    { x: rect.left + rect.width / 2, y },
    { x: rect.left + rect.width - 6, y },
  ];
}
