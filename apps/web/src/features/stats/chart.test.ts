import { describe, expect, it } from 'vitest';
import { dailyAverage, labelledDays, shortDay, shortNumber, valueAxis } from './chart.ts';

describe('views chart layout', () => {
  it('puts the axis top at a round step at or above the busiest day', () => {
    expect(valueAxis(0)).toEqual({ ceiling: 4, ticks: [0, 1, 2, 3, 4] });
    expect(valueAxis(3)).toEqual({ ceiling: 3, ticks: [0, 1, 2, 3] });
    expect(valueAxis(7)).toEqual({ ceiling: 8, ticks: [0, 2, 4, 6, 8] });
    expect(valueAxis(13)).toEqual({ ceiling: 15, ticks: [0, 5, 10, 15] });
    expect(valueAxis(480)).toEqual({ ceiling: 600, ticks: [0, 200, 400, 600] });
    expect(valueAxis(1001)).toEqual({ ceiling: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('averages views per day without rounding a few views down to nothing', () => {
    expect(dailyAverage(0, 30)).toBe('0');
    expect(dailyAverage(1, 90)).toBe('< 0.1');
    expect(dailyAverage(3, 30)).toBe('0.1');
    expect(dailyAverage(95, 10)).toBe('9.5');
    expect(dailyAverage(1234, 30)).toBe('41');
  });

  it('labels the first, last and evenly spread days', () => {
    expect(labelledDays(5)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledDays(30)).toEqual([0, 6, 12, 17, 23, 29]);
    expect(labelledDays(365, 6)[5]).toBe(364);
  });

  it('shows UTC days as calendar days in any time zone', () => {
    expect(shortDay('2026-03-01')).toMatch(/1/);
    expect(shortDay('2026-03-01')).toMatch(/Mar/);
  });

  it('shortens numbers as SPEC §9 says', () => {
    expect(shortNumber(999)).toBe('999');
    expect(shortNumber(1000)).toBe('1K');
    expect(shortNumber(1500)).toBe('1.5K');
    expect(shortNumber(1_000_000)).toBe('1M');
    expect(shortNumber(2_500_000_000)).toBe('2.5B');
  });
});
