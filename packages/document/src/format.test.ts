import { describe, expect, it } from 'vitest';
import { countOf, elementsPickerText, imageRatio, shortNumber, timeSince } from './format.ts';

describe('imageRatio', () => {
  it.each([
    [1200, 1800, 1.5],
    [1920, 1080, 0.56],
    [300, 100, 0.33],
    [3, 2, 0.67],
    [100, 100, 1],
    [0, 100, 0],
    [100, 0, 0],
    [Number.NaN, 5, 0],
  ])('%i×%i → %j', (w, h, ratio) => {
    expect(imageRatio(w, h)).toBe(ratio);
  });
});

describe('shortNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [12_345, '12.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
    [999_999_999, '999.9M'],
    [1_000_000_000, '1B'],
    [7_250_000_000, '7.2B'],
    [-1500, '-1.5K'],
    [12.34, '12.3'],
    [Number.NaN, '0'],
  ])('%j → %j', (value, text) => {
    expect(shortNumber(value)).toBe(text);
  });
});

describe('timeSince', () => {
  const now = Date.UTC(2026, 0, 31, 12, 0, 0);
  const ago = (ms: number) => now - ms;
  it.each([
    [0, '0s'],
    [45_000, '45s'],
    [60_000, '1m'],
    [59 * 60_000, '59m'],
    [3 * 3_600_000, '3h'],
    [2 * 86_400_000, '2d'],
    [29 * 86_400_000, '29d'],
    [45 * 86_400_000, '1m'],
    [200 * 86_400_000, '6m'],
    [400 * 86_400_000, '1y'],
    [-5000, '0s'],
  ])('%i ms ago → %j', (ms, text) => {
    expect(timeSince(ago(ms), now)).toBe(text);
  });

  it('accepts dates and ISO strings and gives "" for garbage', () => {
    expect(timeSince(new Date(now - 7_200_000), new Date(now))).toBe('2h');
    expect(timeSince('2026-01-31T11:59:00Z', now)).toBe('1m');
    expect(timeSince('not a date', now)).toBe('');
  });
});

describe('elementsPickerText', () => {
  it('uses the SPEC wording', () => {
    expect(elementsPickerText(0)).toBe('No Elements Selected');
    expect(elementsPickerText(1)).toBe('1 Element(s) Selected');
    expect(elementsPickerText(12)).toBe('12 Element(s) Selected');
  });
});

describe('countOf', () => {
  it('pluralises the noun by the count, never with "(s)"', () => {
    expect(countOf(0, 'section')).toBe('0 sections');
    expect(countOf(1, 'section')).toBe('1 section');
    expect(countOf(2, 'section')).toBe('2 sections');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
    expect(countOf(12000, 'view')).toBe('12,000 views');
  });
});
