import { type Clock, systemClock } from '../../../lib/clock.ts';
import { hmacSha256, safeEqual } from '../../../lib/crypto.ts';

/**
 * The lead form's spam defences besides the per-IP rate limit: a honeypot field people never see
 * (bots that fill every field fill it), and a minimum fill time read from a signed stamp the page
 * carries, so a post sent faster than a person can type is dropped. Dropped posts are answered
 * like accepted ones, so a bot learns nothing.
 */
export const MIN_FILL_MS = 3_000;

export class FormStamps {
  constructor(
    private readonly key: string,
    private readonly clock: Clock = systemClock,
  ) {}

  /** `{issued ms}.{mac}` naming the card, so a stamp cannot be reused for another card. */
  issue(cardId: number, now = this.clock.now()): string {
    return `${now}.${hmacSha256(this.key, `card-lead:${cardId}:${now}`).slice(0, 32)}`;
  }

  /** Why the post looks automated, or null when the stamp is genuine and old enough. */
  problem(cardId: number, stamp: string, now = this.clock.now()): 'missing' | 'forged' | 'too-fast' | null {
    const match = /^(\d{13})\.([A-Za-z0-9_-]{32})$/.exec(stamp);
    if (!match) return 'missing';
    const issued = Number(match[1]);
    const expected = hmacSha256(this.key, `card-lead:${cardId}:${issued}`).slice(0, 32);
    if (!safeEqual(expected, match[2]!)) return 'forged';
    if (now - issued < MIN_FILL_MS) return 'too-fast';
    return null;
  }
}
