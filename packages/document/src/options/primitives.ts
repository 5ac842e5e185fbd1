import { z } from 'zod';
import type { Device } from '../constants.ts';
import { isSafeUrl } from '../safe-url.ts';

/**
 * A CSS colour, or '' for "none / inherit". The pattern keeps values that end up inside a style
 * attribute from closing the declaration (no ';', '{', quotes).
 */
const COLOR_PATTERN = /^(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\([0-9.,%\s/a-z+-]*\)|[a-zA-Z]{3,30})?$/;
export const colorSchema = z.string().max(64).regex(COLOR_PATTERN, 'Colour format is invalid.');

export const urlSchema = z
  .string()
  .max(2048)
  .refine((v) => isSafeUrl(v), 'URL scheme is not allowed.');
export const imageUrlSchema = z
  .string()
  .max(2_000_000)
  .refine((v) => isSafeUrl(v, { allowDataImages: true }), 'URL scheme is not allowed.');

/** SPEC §5 pixel input ranges, as stored values. */
export const pixelSchema = z.number().int().min(0).max(2000);
export const smallPixelSchema = z.number().min(0).max(300);
export const signedPixelSchema = z.number().int().min(-300).max(300);
export const percentSchema = z.number().int().min(0).max(100);

/**
 * A value that may differ per device. Stored as `{ desktop, tablet?, mobile? }`; a bare value is
 * accepted on input and lifted to `{ desktop: value }` so hand-written and older data still load.
 */
export type Responsive<T> = { desktop: T; tablet?: T | undefined; mobile?: T | undefined };

function isResponsiveShape(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'desktop' in value;
}

export function responsive<S extends z.ZodType>(inner: S) {
  return z.preprocess(
    (value) => (value === undefined || isResponsiveShape(value) ? value : { desktop: value }),
    z.object({ desktop: inner, tablet: inner.optional(), mobile: inner.optional() }),
  );
}

/** Tablet falls back to desktop; mobile falls back to tablet, then desktop. */
export function resolveResponsive<T>(value: Responsive<T>, device: Device): T {
  if (device === 'desktop') return value.desktop;
  if (device === 'tablet') return value.tablet ?? value.desktop;
  return value.mobile ?? value.tablet ?? value.desktop;
}

/** Writes one device's value; writing desktop never touches the overrides. */
export function withDeviceValue<T>(value: Responsive<T>, device: Device, next: T): Responsive<T> {
  return { ...value, [device]: next };
}
