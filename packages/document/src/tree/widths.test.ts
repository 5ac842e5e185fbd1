import { describe, expect, it } from 'vitest';
import {
  COLUMN_LAYOUTS,
  insertWidth,
  isValidWidths,
  normalizeWidths,
  removeWidth,
  resizeWidths,
} from './widths.ts';

const sum = (w: number[]) => w.reduce((a, b) => a + b, 0);

describe('normalizeWidths', () => {
  it('returns a valid layout unchanged', () => {
    expect(normalizeWidths([25, 75])).toEqual([25, 75]);
    expect(normalizeWidths([33.33, 33.33, 33.34])).toEqual([33.33, 33.33, 33.34]);
  });

  it('scales to 100 keeping proportions', () => {
    expect(normalizeWidths([1, 1])).toEqual([50, 50]);
    expect(normalizeWidths([1, 3])).toEqual([25, 75]);
    expect(normalizeWidths([60, 60])).toEqual([50, 50]);
    expect(normalizeWidths([1, 1, 1])).toEqual([33.33, 33.33, 33.34]);
  });

  it('lifts columns under 10 and takes the difference from the others', () => {
    const widths = normalizeWidths([2, 49, 49]);
    expect(widths[0]).toBe(10);
    expect(widths[1]).toBe(45);
    expect(widths[2]).toBe(45);
    const many = normalizeWidths([1, 1, 1, 1, 1, 1, 1, 1, 1, 91]);
    expect(many.slice(0, 9)).toEqual(Array(9).fill(10));
    expect(many[9]).toBe(10);
  });

  it('treats non-numbers and non-positive values as an equal share', () => {
    expect(normalizeWidths(['x', null, undefined])).toEqual([33.33, 33.33, 33.34]);
    expect(normalizeWidths([50, -4])).toEqual([50, 50]);
    expect(normalizeWidths([Number.NaN, 30, Number.POSITIVE_INFINITY])).toEqual([33.33, 33.33, 33.34]);
  });

  it('copes with huge and tiny values without overflowing', () => {
    expect(normalizeWidths([5.99e307, 'x', undefined])).toEqual([33.33, 33.33, 33.34]);
    expect(normalizeWidths([Number.MAX_VALUE, Number.MAX_VALUE, 'x'])).toEqual([33.33, 33.33, 33.34]);
    expect(normalizeWidths([Number.MIN_VALUE, 1])).toEqual([10, 90]);
  });

  it('keeps at most 10 columns and handles the empty list', () => {
    expect(normalizeWidths(Array(12).fill(1))).toHaveLength(10);
    expect(normalizeWidths([])).toEqual([]);
  });

  it('always sums to exactly 100 in hundredths', () => {
    for (const input of [
      [7, 13, 19],
      [0.001, 5, 99],
      [33, 33, 33, 1],
      [12.345, 67.891],
    ]) {
      const out = normalizeWidths(input);
      expect(Math.round(sum(out) * 100)).toBe(10000);
      expect(Math.min(...out)).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('resizeWidths', () => {
  it('moves only the divider between the two columns', () => {
    expect(resizeWidths([50, 50], 0, 10)).toEqual([60, 40]);
    expect(resizeWidths([25, 50, 25], 1, -5)).toEqual([25, 45, 30]);
  });

  it('stops at 10 % on either side', () => {
    expect(resizeWidths([50, 50], 0, 60)).toEqual([90, 10]);
    expect(resizeWidths([50, 50], 0, -60)).toEqual([10, 90]);
    expect(resizeWidths([10, 90], 0, -1)).toEqual([10, 90]);
  });

  it('ignores a bad divider or delta', () => {
    expect(resizeWidths([50, 50], 1, 10)).toEqual([50, 50]);
    expect(resizeWidths([50, 50], -1, 10)).toEqual([50, 50]);
    expect(resizeWidths([50, 50], 0, Number.NaN)).toEqual([50, 50]);
  });

  it('rounds deltas to hundredths', () => {
    expect(resizeWidths([50, 50], 0, 0.123)).toEqual([50.12, 49.88]);
  });
});

describe('insertWidth / removeWidth', () => {
  it('gives a new column an equal share', () => {
    expect(insertWidth([100], 1)).toEqual([50, 50]);
    expect(insertWidth([50, 50], 0)).toEqual([33.33, 33.33, 33.34]);
    expect(insertWidth([25, 75], 2)).toEqual([16.67, 50, 33.33]);
  });

  it('refuses an 11th column and the removal of the last one', () => {
    expect(insertWidth(Array(10).fill(10), 0)).toBeNull();
    expect(removeWidth([100], 0)).toBeNull();
  });

  it('lets the others grow in proportion on removal', () => {
    expect(removeWidth([25, 25, 50], 0)).toEqual([33.33, 66.67]);
  });
});

describe('COLUMN_LAYOUTS', () => {
  it('are all valid layouts', () => {
    for (const layout of COLUMN_LAYOUTS) expect(isValidWidths(layout), layout.join('/')).toBe(true);
  });
});
