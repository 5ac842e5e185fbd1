import { HOSTILE, renderElementForTest, tag } from '@tessera/renderer/testing';
import { describe, expect, it } from 'vitest';
import { registryWithPromoCode as registry } from '../with-promo-code.ts';

describe('promo code element', () => {
  it('shows the code, its caption and a copy button for the copy-code island', () => {
    const page = renderElementForTest('promo-code', { registry, options: { code: 'SAVE20' } });
    expect(page.problems).toEqual([]);
    expect(page.markup).toContain('>SAVE20</span>');
    expect(page.markup).toContain('<span>10% off your first order</span>');
    expect(tag(page.markup, 'button', { 'data-promo-code': 'SAVE20' })).toMatchObject({
      type: 'button',
      'data-copied': 'Copied',
    });
    expect(page.islands).toEqual(['copy-code']);
  });

  it('leaves the caption out when there is none, and escapes what it is given', () => {
    const page = renderElementForTest('promo-code', {
      registry,
      options: { caption: '', code: HOSTILE.slice(0, 40) },
    });
    expect(page.markup).not.toContain('<script>');
    expect(page.markup.match(/<span/g)).toHaveLength(1);
  });
});
