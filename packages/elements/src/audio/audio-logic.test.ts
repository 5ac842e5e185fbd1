import { describe, expect, it } from 'vitest';
import { clockTime } from './audio-logic.ts';

describe('audio clock', () => {
  it('shows the position, and the length once it is known', () => {
    expect(clockTime(0, Number.NaN)).toBe('0:00');
    expect(clockTime(65.7, 2040)).toBe('1:05 / 34:00');
    expect(clockTime(3725, 7200)).toBe('1:02:05 / 2:00:00');
    expect(clockTime(12, Number.POSITIVE_INFINITY)).toBe('0:12');
  });
});
