import { PALETTE_CATEGORIES } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { premiumElementKeys } from './lookup.ts';
import { canUseElement, type PremiumAccess, paletteEntries } from './palette.ts';
import { ELEMENT_KEYS, elementRegistry } from './registry.ts';

const admin: PremiumAccess = { isAdmin: true, premiumElements: [] };
const plainAgency: PremiumAccess = { isAdmin: false, premiumElements: [] };
const commerceAgency: PremiumAccess = { isAdmin: false, premiumElements: ['coupon', 'credit-card', 'blog'] };

const keysOf = (entries: { key: string }[]) => entries.map((entry) => entry.key);
/** Every type that is not premium, in palette order. */
const FREE = ELEMENT_KEYS.filter((key) => !elementRegistry[key].premium);

describe('premium gating (SPEC §6)', () => {
  it('lists the premium keys', () => {
    expect(premiumElementKeys(elementRegistry)).toEqual([
      'coupon',
      'credit-card',
      'order-select',
      'order-summary',
      'payment-link',
      'youtube-gallery',
      'podcast-gallery',
      'blog',
      'google-review',
      'webinar-info',
    ]);
  });

  it('gives admins every type', () => {
    expect(keysOf(paletteEntries(elementRegistry, { category: 'All', premium: admin }))).toEqual([
      ...ELEMENT_KEYS,
    ]);
  });

  it('gives an agency without grants only the non-premium types', () => {
    const keys = keysOf(paletteEntries(elementRegistry, { category: 'All', premium: plainAgency }));
    expect(keys).toEqual(FREE);
    for (const key of premiumElementKeys(elementRegistry)) expect(keys).not.toContain(key);
    expect(paletteEntries(elementRegistry, { category: 'Order', premium: plainAgency })).toEqual([]);
  });

  it('gives an agency exactly its granted premium types on top', () => {
    const keys = keysOf(paletteEntries(elementRegistry, { category: 'All', premium: commerceAgency }));
    expect(keys).toHaveLength(FREE.length + 3);
    expect(keys).toEqual(expect.arrayContaining(['coupon', 'credit-card', 'blog', 'button']));
    expect(keys).not.toContain('order-summary');
    expect(keysOf(paletteEntries(elementRegistry, { category: 'Order', premium: commerceAgency }))).toEqual([
      'coupon',
      'credit-card',
    ]);
  });

  it('ignores grants for unknown or non-premium keys', () => {
    const odd: PremiumAccess = { isAdmin: false, premiumElements: ['teleporter', 'button'] };
    expect(paletteEntries(elementRegistry, { category: 'All', premium: odd })).toHaveLength(FREE.length);
  });

  it('can list locked types for an upgrade prompt', () => {
    const entries = paletteEntries(elementRegistry, {
      category: 'Order',
      premium: commerceAgency,
      includeLocked: true,
    });
    expect(entries.map((e) => [e.key, e.locked])).toEqual([
      ['coupon', false],
      ['credit-card', false],
      ['order-select', true],
      ['order-summary', true],
      ['payment-link', true],
    ]);
    expect(entries.every((e) => e.premium)).toBe(true);
  });

  it('answers per type the same way', () => {
    expect(canUseElement(elementRegistry.blog, commerceAgency)).toBe(true);
    expect(canUseElement(elementRegistry['google-review'], commerceAgency)).toBe(false);
    expect(canUseElement(elementRegistry['google-review'], admin)).toBe(true);
    expect(canUseElement(elementRegistry.headline, plainAgency)).toBe(true);
  });
});

describe('palette categories and search', () => {
  it('lists every type under All and each type under its own category once', () => {
    const all = paletteEntries(elementRegistry, { category: 'All', premium: admin });
    const byCategory = PALETTE_CATEGORIES.filter((c) => c !== 'All').flatMap((category) =>
      paletteEntries(elementRegistry, { category, premium: admin }),
    );
    expect(keysOf(byCategory).sort()).toEqual(keysOf(all).sort());
    expect(keysOf(paletteEntries(elementRegistry, { category: 'Countdown', premium: admin }))).toEqual([
      'countdown',
      'minute-timer',
      'day-timer',
    ]);
    expect(paletteEntries(elementRegistry, { category: 'Text', premium: admin })[0]).toEqual({
      key: 'headline',
      label: 'Headline',
      icon: 'heading',
      category: 'Text',
      premium: false,
      locked: false,
    });
  });

  it('matches label, key and keywords, case-insensitively, every word', () => {
    const search = (text: string, premium = admin) =>
      keysOf(paletteEntries(elementRegistry, { category: 'All', search: text, premium }));
    expect(search('YouTube')).toEqual(['video', 'youtube-gallery']);
    expect(search('  timer ')).toEqual(['countdown', 'minute-timer', 'day-timer']);
    expect(search('timer evergreen')).toEqual(['minute-timer', 'day-timer']);
    expect(search('h2')).toEqual(['h2']);
    expect(search('checkout')).toEqual([
      'coupon',
      'credit-card',
      'order-select',
      'order-summary',
      'payment-link',
    ]);
    expect(search('checkout', plainAgency)).toEqual([]);
    expect(search('no such element')).toEqual([]);
    expect(search('')).toHaveLength(ELEMENT_KEYS.length);
  });

  it('combines category and search', () => {
    expect(
      keysOf(paletteEntries(elementRegistry, { category: 'Media', search: 'slider', premium: admin })),
    ).toEqual(['gallery', 'youtube-gallery', 'podcast-gallery']);
  });
});
