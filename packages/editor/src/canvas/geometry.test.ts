import { describe, expect, it } from 'vitest';
import { clientToFrame, frameToStage, stageToFrame, visibleStage } from './geometry.ts';

describe('canvas geometry', () => {
  it('scales frame boxes onto the stage and stage points back, at any zoom', () => {
    expect(frameToStage({ top: 100, left: 40, width: 200, height: 50 }, 1.5)).toEqual({
      top: 150,
      left: 60,
      width: 300,
      height: 75,
    });
    expect(stageToFrame({ x: 150, y: 75 }, 0.75)).toEqual({ x: 200, y: 100 });
  });

  it('reads a pointer in frame pixels from where the frame is drawn and its zoom', () => {
    const frame = { left: 300, top: 60, right: 300 + 1920, bottom: 60 + 900 };
    expect(clientToFrame({ x: 450, y: 210 }, frame, 1.5, null)).toEqual({ x: 100, y: 100 });
    expect(clientToFrame({ x: 290, y: 210 }, frame, 1.5, null)).toBeNull();
  });

  it('refuses a pointer over the frame where it runs under a side panel', () => {
    // Scrolled sideways: the frame starts left of the space the canvas has (x 300 to 1000).
    const frame = { left: -200, top: 60, right: -200 + 1920, bottom: 960 };
    const shown = { left: 300, top: 44, right: 1000, bottom: 960 };
    expect(clientToFrame({ x: 250, y: 200 }, frame, 1.5, shown)).toBeNull();
    expect(clientToFrame({ x: 1100, y: 200 }, frame, 1.5, shown)).toBeNull();
    expect(clientToFrame({ x: 400, y: 210 }, frame, 1.5, shown)).toEqual({ x: 400, y: 100 });
  });

  it('knows the part of the stage one can see', () => {
    const stage = { left: -200, top: 60, right: 1720, bottom: 960 };
    const viewport = { left: 300, top: 44, right: 1000, bottom: 960 };
    expect(visibleStage(stage, viewport)).toEqual({ left: 500, top: 0, width: 700, height: 900 });
    // A stage narrower than the viewport is seen whole.
    const small = { left: 400, top: 60, right: 800, bottom: 960 };
    expect(visibleStage(small, viewport)).toEqual({ left: 0, top: 0, width: 400, height: 900 });
  });
});
