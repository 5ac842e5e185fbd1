import { clampBoundedInteger, clampPercent, clampPixel } from '@tessera/document';

export type NumberMode = 'percent' | 'pixel' | 'pixel-number' | 'pixel-integer' | 'bounded' | 'decimal';

export interface NumberSpec {
  mode: NumberMode;
  min?: number;
  max?: number;
  step?: number;
}

/**
 * What a typed number becomes, by SPEC §5: percent 0..100 integer; pixel 0..2000 (number mode
 * 0..300, integer mode −300..300, a non-number becomes 0), an empty pixel value stays blank;
 * bounded integer trimmed and clamped to min (default 1)..max (default 100), a non-number
 * becomes the min; decimals clamped to min..max in steps.
 */
export function normalizeNumber(raw: string, spec: NumberSpec): number | '' {
  switch (spec.mode) {
    case 'percent':
      return clampPercent(raw);
    case 'pixel':
    case 'pixel-number':
    case 'pixel-integer': {
      const mode = spec.mode === 'pixel' ? 'default' : spec.mode === 'pixel-number' ? 'number' : 'integer';
      const value = clampPixel(raw, mode);
      if (value === '') return '';
      // A field may narrow the SPEC range further (a logo stops at 300 × 60).
      return Math.min(
        spec.max ?? Number.POSITIVE_INFINITY,
        Math.max(spec.min ?? Number.NEGATIVE_INFINITY, value),
      );
    }
    case 'bounded':
      return clampBoundedInteger(raw, {
        ...(spec.min === undefined ? {} : { min: spec.min }),
        ...(spec.max === undefined ? {} : { max: spec.max }),
      });
    case 'decimal': {
      const min = spec.min ?? Number.NEGATIVE_INFINITY;
      const max = spec.max ?? Number.POSITIVE_INFINITY;
      const parsed = Number.parseFloat(raw.trim());
      const base = Number.isFinite(min) ? min : 0;
      if (!Number.isFinite(parsed)) return Number.isFinite(min) ? min : 0;
      const step = spec.step ?? 0.01;
      const stepped = Math.round((parsed - base) / step) * step + base;
      const clamped = Math.min(max, Math.max(min, stepped));
      return Math.round(clamped * 1000) / 1000;
    }
  }
}

/** Whether the text typed so far already reads as a number (so the canvas can follow live). */
export function isNumberText(raw: string): boolean {
  return /^\s*-?\d+(\.\d*)?\s*(px|%)?\s*$/.test(raw);
}
