import { describe, expect, it } from 'vitest';
import { canCreateCard, validateCardCreation } from './limits.ts';

describe('card limit', () => {
  it('refuses creation once card_count reaches card_limit, with the SPEC toast text', () => {
    expect(canCreateCard(2, 3)).toBe(true);
    expect(validateCardCreation(2, 3)).toBeNull();
    expect(canCreateCard(3, 3)).toBe(false);
    expect(validateCardCreation(3, 3)).toBe(
      'You already reached the max card limit. Pleaes contact admin to increase.',
    );
    expect(validateCardCreation(5, 3)).toBe(
      'You already reached the max card limit. Pleaes contact admin to increase.',
    );
    expect(canCreateCard(0, 0)).toBe(false);
  });
});
