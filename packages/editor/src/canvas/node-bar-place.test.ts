import { describe, expect, it } from 'vitest';
import type { Box } from './canvas-store.ts';
import { NODE_BAR_HEIGHT, nodeBarWidth, placeNodeBar, samplePoints } from './node-bar-place.ts';

const stage = { width: 1000, height: 800 };
const width = nodeBarWidth(8);
const free = () => true;
const taken = () => false;
/** Free only where the rectangle lies wholly below `y`. */
const freeBelow = (y: number) => (rect: Box) => rect.top >= y;

describe('placeNodeBar', () => {
  const box: Box = { top: 300, left: 200, width: 400, height: 24 };

  it('goes above the selection, right-aligned with it, when that hides nothing else', () => {
    expect(placeNodeBar(box, width, stage, free)).toEqual({
      top: 300 - NODE_BAR_HEIGHT - 2,
      left: 600 - width,
      placement: 'above',
    });
  });

  it('goes below a small selection whose space above holds other content', () => {
    expect(placeNodeBar(box, width, stage, freeBelow(301))).toMatchObject({ top: 326, placement: 'below' });
  });

  it('goes inside a tall selection when both neighbours are taken', () => {
    const tall = { ...box, height: 120 };
    expect(placeNodeBar(tall, width, stage, taken)).toMatchObject({ top: 302, placement: 'inside' });
  });

  it('never covers a short selection itself (a button between two others): it goes below', () => {
    const button = { ...box, height: 45 };
    const placed = placeNodeBar(button, width, stage, taken);
    expect(placed.placement).toBe('below');
    expect(placed.top).toBeGreaterThanOrEqual(button.top + button.height);
  });

  it('a short selection at the foot of the stage gets the bar above, not over itself', () => {
    const last = { ...box, top: stage.height - 50, height: 45 };
    expect(placeNodeBar(last, width, stage, taken)).toMatchObject({ placement: 'above' });
  });

  it('a tall selection scrolled partly off the top keeps the bar on its visible part', () => {
    const placed = placeNodeBar({ ...box, top: -200, height: 400 }, width, stage, taken);
    expect(placed).toMatchObject({ top: 2, placement: 'inside' });
  });

  it('still never covers what is above a small selection when everything around is taken', () => {
    const placed = placeNodeBar(box, width, stage, taken);
    expect(placed.placement).toBe('below');
    expect(placed.top).toBeGreaterThanOrEqual(box.top + box.height);
  });

  it('stays on the stage: at its top edge, and inside its left and right edges', () => {
    const top = placeNodeBar({ top: 10, left: 0, width: 40, height: 20 }, width, stage, free);
    expect(top.placement).toBe('below');
    expect(top.left).toBe(4);
    const right = placeNodeBar({ top: 300, left: 900, width: 400, height: 20 }, width, stage, free);
    expect(right.left + width).toBeLessThanOrEqual(stage.width - 4);
  });

  it('samples the middle line of the bar', () => {
    const points = samplePoints({ top: 10, left: 100, width: 200, height: 30 });
    expect(points.map((p) => p.y)).toEqual([25, 25, 25]);
    expect(points.map((p) => p.x)).toEqual([106, 200, 294]);
  });
});
