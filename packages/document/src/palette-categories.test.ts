import { describe, expect, it } from 'vitest';
import { PALETTE_CATEGORIES } from './palette-categories.ts';
import { SPEC_ELEMENT_CATEGORY, SPEC_ELEMENT_KEYS } from './testing.ts';

describe('palette categories', () => {
  it('are SPEC §3’s, All first', () => {
    expect(PALETTE_CATEGORIES).toEqual(['All', 'Text', 'Form', 'Order', 'Media', 'Countdown', 'Misc']);
  });

  it('hold the 41 SPEC element types once each, each in one category', () => {
    expect(SPEC_ELEMENT_KEYS).toHaveLength(41);
    expect(new Set(SPEC_ELEMENT_KEYS).size).toBe(41);
    for (const key of SPEC_ELEMENT_KEYS)
      expect(PALETTE_CATEGORIES.filter((c) => c !== 'All')).toContain(SPEC_ELEMENT_CATEGORY[key]);
  });
});
