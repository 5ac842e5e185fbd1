import { describe, expect, it } from 'vitest';
import { clampBoundedInteger, clampPercent, clampPixel } from './numbers.ts';

describe('clampPercent', () => {
  it.each([
    [50, 50],
    ['50', 50],
    [' 75 ', 75],
    [0, 0],
    [100, 100],
    [101, 100],
    [-1, 0],
    [1e9, 100],
    [49.5, 50],
    [49.4, 49],
    ['12.6%', 13],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [{}, 0],
    [-0.2, 0],
  ])('clampPercent(%j) = %j', (input, expected) => {
    expect(clampPercent(input)).toBe(expected);
  });
});

describe('clampPixel', () => {
  it.each([
    // default mode: 0..2000 whole pixels
    [120, 'default', 120],
    ['120', 'default', 120],
    ['120px', 'default', 120],
    [2000, 'default', 2000],
    [2001, 'default', 2000],
    [-10, 'default', 0],
    [10.6, 'default', 11],
    ['x', 'default', 0],
    // number mode: 0..300, decimals to 2 places
    [1.5, 'number', 1.5],
    [1.256, 'number', 1.26],
    [300, 'number', 300],
    [301, 'number', 300],
    [-1, 'number', 0],
    ['wide', 'number', 0],
    // integer mode: -300..300, non-numeric → 0
    [-300, 'integer', -300],
    [-301, 'integer', -300],
    [300, 'integer', 300],
    [999, 'integer', 300],
    ['-12', 'integer', -12],
    ['abc', 'integer', 0],
    [-0.4, 'integer', 0],
    [Number.NaN, 'integer', 0],
  ] as const)('clampPixel(%j, %s) = %j', (input, mode, expected) => {
    expect(clampPixel(input, mode)).toBe(expected);
  });

  it.each([['default'], ['number'], ['integer']] as const)(
    'leaves an empty value blank in %s mode',
    (mode) => {
      expect(clampPixel('', mode)).toBe('');
      expect(clampPixel('   ', mode)).toBe('');
      expect(clampPixel(null, mode)).toBe('');
      expect(clampPixel(undefined, mode)).toBe('');
    },
  );

  it('defaults to the default mode', () => {
    expect(clampPixel(5000)).toBe(2000);
  });
});

describe('clampBoundedInteger', () => {
  it.each([
    [' 5 ', {}, 5],
    ['0', {}, 1],
    ['101', {}, 100],
    ['abc', {}, 1],
    ['', {}, 1],
    [null, {}, 1],
    [7.6, {}, 8],
    ['3', { min: 5, max: 10 }, 5],
    ['12', { min: 5, max: 10 }, 10],
    ['x', { min: 5, max: 10 }, 5],
    ['-4', { min: -10, max: 10 }, -4],
    ['50', { max: 20 }, 20],
  ] as const)('clampBoundedInteger(%j, %j) = %j', (input, options, expected) => {
    expect(clampBoundedInteger(input, options)).toBe(expected);
  });
});
