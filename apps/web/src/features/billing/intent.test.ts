import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { afterAttempt, choiceOf, intentFor, newIntentKey, outcomeOf } from './intent.ts';

function keys() {
  let n = 0;
  return () => `key-${++n}-aaaaaaaa`;
}

describe('the idempotency key of an intent', () => {
  it('is made once and sent again by every attempt at the same choice (a double click makes one)', () => {
    const next = keys();
    const choice = choiceOf({ plan: 'agency-pro', price_id: 3, coupon: undefined });
    const first = intentFor(null, choice, next);
    const second = intentFor(first, choice, next);
    expect(second).toBe(first);
    expect(second.key).toBe('key-1-aaaaaaaa');
  });

  it('is new when the choice changes (another price, another coupon)', () => {
    const next = keys();
    const first = intentFor(null, choiceOf({ plan: 'a', price_id: 3 }), next);
    const other = intentFor(first, choiceOf({ plan: 'a', price_id: 4 }), next);
    expect(other.key).not.toBe(first.key);
    const coupon = intentFor(other, choiceOf({ plan: 'a', price_id: 4, coupon: 'SAVE' }), next);
    expect(coupon.key).not.toBe(other.key);
  });

  it('ends with a success, so the next subscription is a new intent', () => {
    const next = keys();
    const choice = choiceOf({ plan: 'a' });
    const first = intentFor(null, choice, next);
    const after = afterAttempt(first, 'succeeded');
    expect(after).toBeNull();
    expect(intentFor(after, choice, next).key).not.toBe(first.key);
  });

  it('ends with a refusal (declined card, wrong field) and lives on when the outcome is unknown', () => {
    const first = intentFor(null, 'x', keys());
    expect(afterAttempt(first, 'refused')).toBeNull();
    expect(afterAttempt({ ...first, paymentMethod: 'pm_1' }, 'unknown')).toEqual({
      ...first,
      paymentMethod: 'pm_1',
    });
  });

  it('reads the outcome of a failed attempt from its error', () => {
    expect(outcomeOf(new ApiError(0, 'offline'))).toBe('unknown');
    expect(outcomeOf(new ApiError(502, 'bad gateway'))).toBe('unknown');
    expect(outcomeOf(new ApiError(409, 'in progress'))).toBe('unknown');
    expect(outcomeOf(new ApiError(429, 'slow down'))).toBe('unknown');
    expect(outcomeOf(new ApiError(422, 'declined'))).toBe('refused');
    expect(outcomeOf(new ApiError(402, 'declined'))).toBe('refused');
    expect(outcomeOf(new ApiError(403, 'owner only'))).toBe('refused');
    expect(outcomeOf(new Error('aborted'))).toBe('unknown');
  });

  it('writes choices in a fixed order, leaving out nothing', () => {
    expect(choiceOf({ b: 1, a: 'x' })).toBe(choiceOf({ a: 'x', b: 1 }));
    expect(choiceOf({ a: undefined })).toBe(choiceOf({ a: null }));
    expect(choiceOf({ a: 1 })).not.toBe(choiceOf({ a: '1' }));
  });

  it('makes keys the contract takes', () => {
    const key = newIntentKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIntentKey()).not.toBe(key);
  });
});
