import { describe, expect, it } from 'vitest';
import { autoplayNext, deckDepth, keyTarget, nearestIndex, stepIndex } from './slider-logic.ts';

describe('slider steps', () => {
  it('wraps round the ends with loop and stops at them without', () => {
    expect(stepIndex(3, 1, 4, true)).toBe(0);
    expect(stepIndex(0, -1, 4, true)).toBe(3);
    expect(stepIndex(3, 1, 4, false)).toBe(3);
    expect(stepIndex(0, -1, 4, false)).toBe(0);
    expect(stepIndex(1, 1, 4, false)).toBe(2);
    expect(stepIndex(0, 1, 0, true)).toBe(0);
  });

  it('autoplays to the next slide, and stops at the last of a slider that does not loop', () => {
    expect(autoplayNext(0, 3, false)).toBe(1);
    expect(autoplayNext(2, 3, false)).toBeNull();
    expect(autoplayNext(2, 3, true)).toBe(0);
    expect(autoplayNext(0, 1, true)).toBeNull();
  });

  it('picks the slide whose centre is nearest the strip’s centre', () => {
    expect(nearestIndex([100, 300, 500], 310)).toBe(1);
    expect(nearestIndex([100, 300, 500], 10_000)).toBe(2);
    expect(nearestIndex([100, 300, 500], 200)).toBe(0);
  });

  it('moves with the arrow keys, Home and End, and ignores the rest', () => {
    expect(keyTarget('ArrowRight', 1, 4, false)).toBe(2);
    expect(keyTarget('ArrowLeft', 0, 4, true)).toBe(3);
    expect(keyTarget('Home', 2, 4, false)).toBe(0);
    expect(keyTarget('End', 0, 4, false)).toBe(3);
    expect(keyTarget('Enter', 0, 4, false)).toBeNull();
  });
});

describe('card deck depth', () => {
  it('puts the active card in front, the next ones behind and passed ones out', () => {
    expect([0, 1, 2, 3].map((i) => deckDepth(i, 1, 4, false))).toEqual([-1, 0, 1, 2]);
  });

  it('in a looping deck keeps every card but the one just dealt behind the front one', () => {
    expect([0, 1, 2, 3, 4].map((i) => deckDepth(i, 3, 5, true))).toEqual([2, 3, -1, 0, 1]);
    // Two cards: the other one is simply behind.
    expect([0, 1].map((i) => deckDepth(i, 1, 2, true))).toEqual([1, 0]);
  });
});
