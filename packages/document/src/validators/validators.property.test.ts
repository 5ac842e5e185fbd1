import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateField } from './field.ts';
import { clampBoundedInteger, clampPercent, clampPixel, PIXEL_MODES, type PixelMode } from './numbers.ts';

const anyInput = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.stringMatching(/^\s*-?\d{1,6}(\.\d{1,4})?\s*(px|%)?$/),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(''),
);

describe('clamps are always in range and idempotent', () => {
  it('clampPercent', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const out = clampPercent(input);
        expect(Number.isInteger(out)).toBe(true);
        expect(out).toBeGreaterThanOrEqual(0);
        expect(out).toBeLessThanOrEqual(100);
        expect(clampPercent(out)).toBe(out);
        expect(clampPercent(String(out))).toBe(out);
      }),
    );
  });

  it('clampPixel in every mode', () => {
    const mode = fc.constantFrom<PixelMode>('default', 'number', 'integer');
    fc.assert(
      fc.property(anyInput, mode, (input, m) => {
        const out = clampPixel(input, m);
        expect(clampPixel(out, m)).toBe(out);
        if (out === '') return;
        const { min, max, integer } = PIXEL_MODES[m];
        expect(out).toBeGreaterThanOrEqual(min);
        expect(out).toBeLessThanOrEqual(max);
        if (integer) expect(Number.isInteger(out)).toBe(true);
      }),
    );
  });

  it('clampBoundedInteger with any bounds', () => {
    const bounds = fc
      .tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }))
      .map(([min, span]) => ({ min, max: min + span }));
    fc.assert(
      fc.property(anyInput, bounds, (input, b) => {
        const out = clampBoundedInteger(input, b);
        expect(Number.isInteger(out)).toBe(true);
        expect(out).toBeGreaterThanOrEqual(b.min);
        expect(out).toBeLessThanOrEqual(b.max);
        expect(clampBoundedInteger(out, b)).toBe(out);
        expect(clampBoundedInteger(` ${out} `, b)).toBe(out);
      }),
    );
  });
});

describe('validateField', () => {
  it('never throws and answers null or a string for any value and rules', () => {
    const rules = fc.array(
      fc.constantFrom(
        'required',
        'email',
        'url',
        'phone',
        'customurl',
        'subdomain',
        'include:x',
        'bogus',
        '',
      ),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(fc.string(), rules, (value, r) => {
        const out = validateField(value, r.join('|'));
        expect(out === null || typeof out === 'string').toBe(true);
      }),
    );
  });
});
