/**
 * How many background re-checks against the database (a cached site's index, a memoised host) may
 * start per second. The cluster bus tells every instance of a change at once; the periodic
 * re-check is the fallback for a message lost on the way. Re-checking each of 100,000 sites served
 * every 30 s would be 3,333 re-checks a second, more work than serving them: past the budget, a
 * site or host due for its check is served as it is and checked at a later request, so the
 * fallback's delay grows with the number of sites instead of the database's load (at 5 a second,
 * 1,000 sites served are each checked every 3 minutes or so, 100,000 every 6 hours).
 */
export class RecheckBudget {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly perSecond: number,
    now = Date.now(),
  ) {
    this.tokens = perSecond;
    this.refilledAt = now;
  }

  /** Whether a re-check may start at `now` (ms since epoch); if so it is taken from the budget. */
  take(now: number): boolean {
    if (now > this.refilledAt) {
      this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.refilledAt) * this.perSecond) / 1000);
      this.refilledAt = now;
    }
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
