import type { Box } from './geometry.ts';

export type ToolbarPlacement = 'above' | 'below' | 'pinned';

export interface ToolbarPosition {
  top: number;
  left: number;
  /** `pinned`: the target fills the height one can see, so the toolbar sits at its visible top. */
  placement: ToolbarPlacement;
}

export interface ToolbarPlaceOptions {
  /** Space between the target and the toolbar. */
  gap?: number;
  /** Space kept from the viewport's left and right edges. */
  margin?: number;
  /** The side tried first. */
  prefer?: 'above' | 'below';
  /** Which edge of the target the toolbar lines up with, flipped when that runs off the viewport. */
  align?: 'start' | 'end';
  /**
   * Whether a rectangle covers nothing but the target and what holds it (empty page, its own
   * containers): of the sides that fit, a free one is taken first.
   */
  free?: (rect: Box) => boolean;
  /**
   * The side taken when both sides that fit hide other content (`free` says no to both); the
   * preferred side by default. The node toolbar goes below then, keeping the selection's label
   * and what comes before it in sight.
   */
  whenCrowded?: 'above' | 'below';
}

/**
 * Where a toolbar goes for a target (both in the same pixels, the viewport being the part one can
 * see): outside the target's box, never over it, so the toolbar hides neither the selection nor,
 * where it can help it, what is next to it. Above the target by default (`prefer`), flipped below
 * when there is no room above or when only below is free, and the other way round; when both
 * sides hide something, on the `whenCrowded` side. Sideways it
 * lines up with the target's start or end edge, flipping to the other edge at the viewport's side
 * and kept within it. Only a target taller than the viewport can see gets its toolbar inside it,
 * pinned at its visible top.
 */
export function placeToolbar(
  target: Box,
  size: { width: number; height: number },
  viewport: Box,
  options: ToolbarPlaceOptions = {},
): ToolbarPosition {
  const { gap = 4, margin = 4, prefer = 'above', align = 'start' } = options;
  const left = horizontal(target, size.width, viewport, margin, align);
  const above = target.top - gap - size.height;
  const below = target.top + target.height + gap;
  const fits = (top: number) => top >= viewport.top && top + size.height <= viewport.top + viewport.height;
  const sides: Array<{ top: number; placement: ToolbarPlacement }> = [
    { top: above, placement: 'above' },
    { top: below, placement: 'below' },
  ];
  if (prefer === 'below') sides.reverse();
  const fitting = sides.filter((side) => fits(side.top));
  const crowded = options.whenCrowded ?? prefer;
  const chosen = options.free
    ? (fitting.find((side) => options.free!({ top: side.top, left, ...size })) ??
      fitting.find((side) => side.placement === crowded) ??
      fitting[0])
    : fitting[0];
  if (chosen) return { top: chosen.top, left, placement: chosen.placement };
  const pinned = Math.min(
    Math.max(target.top, viewport.top) + gap,
    viewport.top + viewport.height - size.height,
  );
  return { top: Math.max(viewport.top, pinned), left, placement: 'pinned' };
}

function horizontal(
  target: Box,
  width: number,
  viewport: Box,
  margin: number,
  align: 'start' | 'end',
): number {
  const min = viewport.left + margin;
  const max = viewport.left + viewport.width - margin - width;
  const start = target.left;
  const end = target.left + target.width - width;
  let left = align === 'start' ? start : end;
  if (align === 'start' && left > max) left = end;
  if (align === 'end' && left < min) left = start;
  return Math.max(min, Math.min(left, max));
}

/** The node toolbar's size: buttons of 26 px with 2 px gaps, in a bar with 2 px padding. */
export const NODE_BAR_HEIGHT = 30;
export function nodeBarWidth(buttons: number): number {
  return buttons * 26 + (buttons - 1) * 2 + 4;
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
