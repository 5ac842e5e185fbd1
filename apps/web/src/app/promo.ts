import type { Profile, Promo } from '@tessera/api-contract';

/** localStorage, or anything shaped like it (tests pass a Map-backed one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEY_PREFIX = 'tessera.promo.seen.';

export function promoSeenKey(userId: number): string {
  return `${KEY_PREFIX}${userId}`;
}

export function readSeenPromos(storage: KeyValueStorage, userId: number): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(promoSeenKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function markPromoSeen(storage: KeyValueStorage, userId: number, promoId: string) {
  const seen = readSeenPromos(storage, userId);
  if (seen.includes(promoId)) return;
  // Only the most recent ids matter; the list must not grow without bound.
  const next = [...seen, promoId].slice(-20);
  try {
    storage.setItem(promoSeenKey(userId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the promo may show again, which is harmless.
  }
}

/**
 * Once per user per promo id, and only to the person themself: an admin acting as someone
 * must not use up that user's promo.
 */
export function shouldShowPromo(
  promo: Promo | null,
  profile: Profile | null,
  seen: readonly string[],
): boolean {
  if (!promo || !profile) return false;
  if (profile.impersonator) return false;
  return !seen.includes(promo.id);
}
