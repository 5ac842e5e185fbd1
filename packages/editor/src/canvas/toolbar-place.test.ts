import { describe, expect, it } from 'vitest';
import type { Box } from './geometry.ts';
import { nodeBarWidth, placeToolbar, samplePoints } from './toolbar-place.ts';

const viewport: Box = { top: 0, left: 0, width: 1000, height: 800 };
const bar = { width: 200, height: 30 };
const bottom = (box: Box) => box.top + box.height;
const right = (box: Box) => box.left + box.width;
/** The toolbar's box never overlaps the target's. */
function outside(target: Box, placed: { top: number; left: number }) {
  const box = { ...placed, ...bar };
  return box.top >= bottom(target) || bottom(box) <= target.top;
}

describe('placeToolbar', () => {
  const target: Box = { top: 300, left: 200, width: 400, height: 24 };

  it('goes above the target, lined up with its start, outside its box', () => {
    const placed = placeToolbar(target, bar, viewport);
    expect(placed).toEqual({ top: 300 - 4 - 30, left: 200, placement: 'above' });
    expect(outside(target, placed)).toBe(true);
  });

  it('lines up with the end edge when asked', () => {
    expect(placeToolbar(target, bar, viewport, { align: 'end' }).left).toBe(600 - 200);
  });

  it('flips below at the top edge of the viewport', () => {
    const atTop = { ...target, top: 10 };
    const placed = placeToolbar(atTop, bar, viewport);
    expect(placed).toMatchObject({ top: 10 + 24 + 4, placement: 'below' });
    expect(outside(atTop, placed)).toBe(true);
  });

  it('flips above at the bottom edge when below is preferred', () => {
    const atFoot = { ...target, top: 760 };
    expect(placeToolbar(atFoot, bar, viewport, { prefer: 'below' })).toMatchObject({ placement: 'above' });
    expect(placeToolbar(target, bar, viewport, { prefer: 'below' })).toMatchObject({
      top: 328,
      placement: 'below',
    });
  });

  it('takes the side that hides nothing else, still outside the target', () => {
    const freeBelow = (rect: Box) => rect.top >= bottom(target);
    const placed = placeToolbar(target, bar, viewport, { free: freeBelow });
    expect(placed.placement).toBe('below');
    expect(outside(target, placed)).toBe(true);
  });

  it('stays outside a tall target even when both sides hold other content', () => {
    const tall = { ...target, height: 300 };
    const placed = placeToolbar(tall, bar, viewport, { free: () => false });
    expect(placed.placement).toBe('above');
    expect(outside(tall, placed)).toBe(true);
  });

  it('takes the crowded side asked for when both sides hide something (a button between two others)', () => {
    const button = { ...target, height: 45 };
    const placed = placeToolbar(button, bar, viewport, { free: () => false, whenCrowded: 'below' });
    expect(placed).toMatchObject({ top: button.top + button.height + 4, placement: 'below' });
    // At the foot of the viewport there is no room below: above, still outside it.
    const last = { ...button, top: viewport.height - 50 };
    expect(placeToolbar(last, bar, viewport, { free: () => false, whenCrowded: 'below' }).placement).toBe(
      'above',
    );
  });

  it('is pinned at the visible top only when the target fills the viewport', () => {
    const huge = { ...target, top: -200, height: 1200 };
    expect(placeToolbar(huge, bar, viewport)).toMatchObject({ top: 4, placement: 'pinned' });
    // Scrolled so its top shows near the top of the viewport and its foot is out of sight.
    const cut = { ...target, top: 12, height: 1000 };
    expect(placeToolbar(cut, bar, viewport)).toMatchObject({ top: 16, placement: 'pinned' });
  });

  it('flips to the other edge at the right side of the viewport, and stays inside it', () => {
    const nearRight = { top: 300, left: 880, width: 100, height: 20 };
    const placed = placeToolbar(nearRight, bar, viewport);
    expect(placed.left).toBe(980 - 200);
    expect(right({ ...placed, ...bar })).toBeLessThanOrEqual(viewport.width - 4);
    const nearLeft = { top: 300, left: 2, width: 60, height: 20 };
    expect(placeToolbar(nearLeft, bar, viewport, { align: 'end' }).left).toBe(4);
  });

  it('keeps within a viewport that does not start at 0 (a zoomed canvas scrolled sideways)', () => {
    const shown: Box = { top: 0, left: 500, width: 700, height: 800 };
    const offLeft = { top: 300, left: 300, width: 150, height: 20 };
    expect(placeToolbar(offLeft, bar, shown).left).toBe(504);
    const offRight = { top: 300, left: 1150, width: 300, height: 20 };
    expect(placeToolbar(offRight, bar, shown).left).toBe(1200 - 4 - 200);
  });

  it('node toolbar width and sampled points', () => {
    expect(nodeBarWidth(8)).toBe(8 * 26 + 7 * 2 + 4);
    const points = samplePoints({ top: 10, left: 100, width: 200, height: 30 });
    expect(points.map((p) => p.y)).toEqual([25, 25, 25]);
    expect(points.map((p) => p.x)).toEqual([106, 200, 294]);
  });
});
