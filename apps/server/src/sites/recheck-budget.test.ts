import { describe, expect, it } from 'vitest';
import { RecheckBudget } from './recheck-budget.ts';

describe('the re-check budget', () => {
  it('lets so many re-checks start a second, however many sites are due', () => {
    const start = 1_000_000;
    const budget = new RecheckBudget(20, start);
    const started = Array.from({ length: 100 }, () => budget.take(start)).filter(Boolean).length;
    expect(started).toBe(20);
    // A tenth of a second later, two more; a long pause never saves up more than a second's worth.
    expect([budget.take(start + 100), budget.take(start + 100), budget.take(start + 100)]).toEqual([
      true,
      true,
      false,
    ]);
    const later = start + 60_000;
    expect(Array.from({ length: 100 }, () => budget.take(later)).filter(Boolean).length).toBe(20);
  });
});
