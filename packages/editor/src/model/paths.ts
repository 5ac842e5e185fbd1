import type { Device } from '@tessera/document';

/** Dot paths into option objects (`Button.Text`, `animation.delay.value`), as fields declare them. */

function segments(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function getAt(options: unknown, path: string): unknown {
  let current: unknown = options;
  for (const key of segments(path)) {
    if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else if (isRecord(current) && Object.hasOwn(current, key)) current = current[key];
    else return undefined;
  }
  return current;
}

/**
 * The smallest patch that sets `path` to `value`: `{ Button: { Text: 'Go' } }` for `Button.Text`.
 * Option patches merge nested objects (see `mergeOptions`), so siblings are kept. `undefined`
 * deletes the key.
 */
export function patchAt(path: string, value: unknown): Record<string, unknown> {
  const keys = segments(path);
  if (keys.length === 0) {
    if (!isRecord(value)) throw new Error('A patch for the whole options must be an object.');
    return value;
  }
  let patch: unknown = value;
  for (let i = keys.length - 1; i >= 0; i--) patch = { [keys[i] as string]: patch };
  return patch as Record<string, unknown>;
}

/** Immutable set at `keys`, copying arrays as arrays and objects as objects. */
function replaceAt(target: unknown, keys: readonly string[], value: unknown): unknown {
  const [head, ...rest] = keys;
  if (head === undefined) return value;
  if (Array.isArray(target) && /^\d+$/.test(head)) {
    const copy = target.slice();
    copy[Number(head)] = replaceAt(target[Number(head)], rest, value);
    return copy;
  }
  const base = isRecord(target) ? target : {};
  return { ...base, [head]: replaceAt(base[head], rest, value) };
}

/**
 * The patch that sets `path` of `options` to `value`, where the path may run through a list
 * (`images.3` is the fourth gallery image): option patches merge objects but replace lists, so
 * the list is patched whole, with only that item changed.
 */
export function patchThrough(options: unknown, path: string, value: unknown): Record<string, unknown> {
  const keys = segments(path);
  const listAt = keys.findIndex((key) => /^\d+$/.test(key));
  if (listAt <= 0) return patchAt(path, value);
  const listPath = keys.slice(0, listAt).join('.');
  return patchAt(listPath, replaceAt(getAt(options, listPath), keys.slice(listAt), value));
}

/** Immutable set inside an item (list fields edit items, then replace the whole list). */
export function setIn(target: unknown, path: string, value: unknown): unknown {
  const keys = segments(path);
  if (keys.length === 0) return value;
  const [head, ...rest] = keys as [string, ...string[]];
  const base = isRecord(target) ? target : {};
  return { ...base, [head]: setIn(base[head], rest.join('.'), value) };
}

/** Does `options` satisfy a field's `showWhen`? */
export function conditionHolds(
  options: unknown,
  condition: { path: string; equals: readonly unknown[] } | undefined,
): boolean {
  if (condition === undefined) return true;
  const value = getAt(options, condition.path);
  return condition.equals.some((expected) => Object.is(expected, value));
}

/** A per-device value `{ desktop, tablet?, mobile? }`, or a bare value standing for all devices. */
export type ResponsiveValue<T> = { desktop: T; tablet?: T; mobile?: T };

export function isResponsive(value: unknown): value is ResponsiveValue<unknown> {
  return isRecord(value) && 'desktop' in value;
}

/** What a device shows: tablet falls back to desktop, mobile to tablet then desktop (document rule). */
export function valueForDevice<T>(value: ResponsiveValue<T> | T, device: Device): T {
  if (!isResponsive(value)) return value as T;
  const v = value as ResponsiveValue<T>;
  if (device === 'desktop') return v.desktop;
  if (device === 'tablet') return v.tablet ?? v.desktop;
  return v.mobile ?? v.tablet ?? v.desktop;
}

/** Whether a device has its own value (rather than inheriting one). */
export function hasOwnDeviceValue(value: unknown, device: Device): boolean {
  if (!isResponsive(value)) return device === 'desktop';
  return value[device] !== undefined;
}

/** Patch for one device's entry of a responsive value; desktop edits a bare value in place. */
export function devicePatch(
  path: string,
  current: unknown,
  device: Device,
  next: unknown,
): Record<string, unknown> {
  if (!isResponsive(current)) {
    if (device === 'desktop') return patchAt(path, { desktop: next });
    return patchAt(path, { desktop: current, [device]: next });
  }
  return patchAt(path, { [device]: next });
}

/** Patch that drops a device's own value so it inherits again. */
export function clearDevicePatch(path: string, device: Exclude<Device, 'desktop'>): Record<string, unknown> {
  return patchAt(path, { [device]: undefined });
}
