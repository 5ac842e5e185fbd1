import type { Profile, Promo } from '@tessera/api-contract';
import { describe, expect, it } from 'vitest';
import {
  type KeyValueStorage,
  markPromoSeen,
  promoSeenKey,
  readSeenPromos,
  shouldShowPromo,
} from './promo.ts';

function memory(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const promo: Promo = {
  id: 'spring',
  title: 'Spring',
  body: 'New',
  cta_label: null,
  cta_url: null,
  video_url: null,
};
const profile = { id: 7, impersonator: null } as Pick<Profile, 'id' | 'impersonator'> as Profile;

describe('promo modal memory', () => {
  it('shows a promo once per user per id', () => {
    const storage = memory();
    expect(shouldShowPromo(promo, profile, readSeenPromos(storage, 7))).toBe(true);
    markPromoSeen(storage, 7, 'spring');
    expect(shouldShowPromo(promo, profile, readSeenPromos(storage, 7))).toBe(false);
    // Another user on the same browser still sees it; a new promo id shows again.
    expect(readSeenPromos(storage, 8)).toEqual([]);
    expect(shouldShowPromo({ ...promo, id: 'summer' }, profile, readSeenPromos(storage, 7))).toBe(true);
  });

  it('shows nothing without a promo, to guests, or while impersonating', () => {
    expect(shouldShowPromo(null, profile, [])).toBe(false);
    expect(shouldShowPromo(promo, null, [])).toBe(false);
    const acting = { ...profile, impersonator: { id: 1, name: 'Admin', role: 'Admin' } } as Profile;
    expect(shouldShowPromo(promo, acting, [])).toBe(false);
  });

  it('survives corrupt storage and keeps the list short', () => {
    const storage = memory();
    storage.setItem(promoSeenKey(7), '{not json');
    expect(readSeenPromos(storage, 7)).toEqual([]);
    storage.setItem(promoSeenKey(7), JSON.stringify(['a', 3, 'b']));
    expect(readSeenPromos(storage, 7)).toEqual(['a', 'b']);
    for (let i = 0; i < 30; i++) markPromoSeen(storage, 7, `p${i}`);
    expect(readSeenPromos(storage, 7)).toHaveLength(20);
    expect(readSeenPromos(storage, 7).at(-1)).toBe('p29');
  });
});
