/**
 * Stored options reach a Render parsed, but a Render must still cope with any string in an enum
 * (documents from elsewhere, hostile input): these map such values to known ones.
 */

/** `value` when it is one of `values`, otherwise `fallback`. */
export function oneOf<T extends string>(value: unknown, values: readonly T[], fallback: T): T {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** Flex `justify-content` for a left / center / right alignment option. */
export function justifyFor(alignment: unknown): string {
  return JUSTIFY[oneOf(alignment, ['left', 'center', 'right'] as const, 'left')];
}
