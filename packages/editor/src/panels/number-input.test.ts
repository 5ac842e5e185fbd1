import { describe, expect, it } from 'vitest';
import { normalizeNumber } from './number-input.ts';

describe('normalizeNumber (SPEC §5 numeric inputs)', () => {
  it.each([
    ['percent', '150', 100],
    ['percent', '-3', 0],
    ['percent', '33.6', 34],
    ['percent', 'abc', 0],
    ['pixel', '2500', 2000],
    ['pixel', '', ''],
    ['pixel', 'x', 0],
    ['pixel-number', '301', 300],
    ['pixel-number', '2.345', 2.35],
    ['pixel-integer', '-400', -300],
    ['pixel-integer', 'nope', 0],
    ['bounded', ' 150 ', 100],
    ['bounded', 'abc', 1],
    ['bounded', '0', 1],
  ] as const)('%s %j → %j', (mode, raw, expected) => {
    expect(normalizeNumber(raw, { mode })).toBe(expected);
  });

  it('bounded uses the field’s own limits', () => {
    expect(normalizeNumber('200', { mode: 'bounded', min: 8, max: 96 })).toBe(96);
    expect(normalizeNumber('x', { mode: 'bounded', min: 8, max: 96 })).toBe(8);
  });

  it('decimals step and clamp', () => {
    expect(normalizeNumber('1.26', { mode: 'decimal', min: 1, max: 2, step: 0.1 })).toBe(1.3);
    expect(normalizeNumber('5', { mode: 'decimal', min: 1, max: 2, step: 0.1 })).toBe(2);
  });

  it('a pixel field may narrow the range (logo width ≤ 300)', () => {
    expect(normalizeNumber('900', { mode: 'pixel', min: 0, max: 300 })).toBe(300);
  });
});
