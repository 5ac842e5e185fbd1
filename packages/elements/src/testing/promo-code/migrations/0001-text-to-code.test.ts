import { describe, expect, it } from 'vitest';
import { textToCode } from './0001-text-to-code.ts';

describe('promo code migration 0001: text to code', () => {
  it('renames the code', () => {
    expect(textToCode.up({ text: 'SAVE5', buttonText: 'Copy' })).toEqual({
      code: 'SAVE5',
      buttonText: 'Copy',
    });
  });

  it('leaves options of the current shape, and junk it does not understand, alone', () => {
    expect(textToCode.up({ code: 'SAVE5' })).toEqual({ code: 'SAVE5' });
    expect(textToCode.up({ text: 5 })).toEqual({});
  });
});
