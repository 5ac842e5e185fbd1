/**
 * SPEC §5 numeric inputs. Each clamp accepts what an input element hands over (string or number)
 * and returns the value to store; all are idempotent: clamping a clamped value changes nothing.
 */

type Parsed = { kind: 'empty' } | { kind: 'nan' } | { kind: 'number'; value: number };

function parse(input: unknown): Parsed {
  if (input === null || input === undefined) return { kind: 'empty' };
  if (typeof input === 'number')
    return Number.isFinite(input) ? { kind: 'number', value: input } : { kind: 'nan' };
  if (typeof input !== 'string') return { kind: 'nan' };
  const trimmed = input.trim();
  if (trimmed === '') return { kind: 'empty' };
  // Lenient like an input field: "12px" reads as 12.
  const value = Number.parseFloat(trimmed);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'nan' };
}

/** Keeps -0 out of stored values (it prints as 0 but fails equality checks). */
const clean = (value: number): number => (value === 0 ? 0 : value);
const clamp = (value: number, min: number, max: number): number => clean(Math.min(max, Math.max(min, value)));

/** Percent input: an integer 0..100; anything unreadable is 0. */
export function clampPercent(input: unknown): number {
  const parsed = parse(input);
  return parsed.kind === 'number' ? clamp(Math.round(parsed.value), 0, 100) : 0;
}

export const PIXEL_MODES = {
  /** Sizes and paddings: whole pixels 0..2000. */
  default: { min: 0, max: 2000, integer: true },
  /** Small measures (border width, radius): 0..300, decimals kept to 2 places. */
  number: { min: 0, max: 300, integer: false },
  /** Offsets such as margins: whole pixels -300..300. */
  integer: { min: -300, max: 300, integer: true },
} as const;
export type PixelMode = keyof typeof PIXEL_MODES;

/**
 * Pixel input. An empty value stays blank (''), meaning "not set"; a non-numeric value becomes 0
 * (SPEC says so for integer mode; 0 is in range for every mode, so all modes do the same).
 */
export function clampPixel(input: unknown, mode: PixelMode = 'default'): number | '' {
  const parsed = parse(input);
  if (parsed.kind === 'empty') return '';
  if (parsed.kind === 'nan') return 0;
  const { min, max, integer } = PIXEL_MODES[mode];
  const value = integer ? Math.round(parsed.value) : Math.round(parsed.value * 100) / 100;
  return clamp(value, min, max);
}

export interface BoundedIntegerOptions {
  min?: number;
  max?: number;
}

/** Bounded integer input: trimmed, rounded, clamped to min..max (1..100 by default); unreadable → min. */
export function clampBoundedInteger(
  input: unknown,
  { min = 1, max = 100 }: BoundedIntegerOptions = {},
): number {
  const parsed = parse(input);
  if (parsed.kind !== 'number') return clean(min);
  return clamp(Math.round(parsed.value), min, max);
}
