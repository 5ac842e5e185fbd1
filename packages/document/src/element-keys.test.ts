import { describe, expect, it } from 'vitest';
import {
  ELEMENT_CATEGORY,
  ELEMENT_KEYS,
  elementsInCategory,
  isElementKey,
  PALETTE_CATEGORIES,
} from './element-keys.ts';

describe('element keys', () => {
  it('lists the 41 SPEC element types once each', () => {
    expect(ELEMENT_KEYS).toHaveLength(41);
    expect(new Set(ELEMENT_KEYS).size).toBe(41);
    expect(Object.keys(ELEMENT_CATEGORY).sort()).toEqual([...ELEMENT_KEYS].sort());
  });

  it('puts every element in one palette category; All lists every one', () => {
    expect(PALETTE_CATEGORIES).toEqual(['All', 'Text', 'Form', 'Order', 'Media', 'Countdown', 'Misc']);
    const counted = PALETTE_CATEGORIES.filter((c) => c !== 'All').reduce(
      (n, c) => n + elementsInCategory(c).length,
      0,
    );
    expect(counted).toBe(41);
    expect(elementsInCategory('All')).toEqual([...ELEMENT_KEYS]);
    expect(elementsInCategory('Countdown')).toEqual(['countdown', 'minute-timer', 'day-timer']);
    expect(elementsInCategory('Order')).toEqual([
      'coupon',
      'credit-card',
      'order-select',
      'order-summary',
      'payment-link',
    ]);
  });

  it('recognises keys', () => {
    expect(isElementKey('h1')).toBe(true);
    expect(isElementKey('H1')).toBe(false);
    expect(isElementKey(5)).toBe(false);
  });
});
