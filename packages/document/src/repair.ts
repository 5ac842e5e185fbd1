import type { z } from 'zod';

export interface Problem {
  /** Where, e.g. "sections[0].rows[1].options.padding"; '' for the whole document. */
  path: string;
  message: string;
}

export function joinPath(base: string, segments: ReadonlyArray<PropertyKey>): string {
  let out = base;
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copy of `value` without the entry at `path` (array entries are spliced out). */
function deleteAt(value: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return undefined;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = value.slice();
    if (rest.length === 0) copy.splice(head, 1);
    else copy[head] = deleteAt(copy[head], rest);
    return copy;
  }
  if (isPlainRecord(value) && typeof head === 'string') {
    const copy = { ...value };
    if (rest.length === 0) delete copy[head];
    else copy[head] = deleteAt(copy[head], rest);
    return copy;
  }
  return value;
}

const MAX_REPAIR_STEPS = 100;

/**
 * Parses `value` with `schema`, dropping each invalid entry so its default takes its place, one
 * reported problem per drop. Works for any option set whose fields all have defaults (every
 * option set in this package, and what packages/elements is asked to follow). Returns null when
 * even the defaults do not parse.
 */
export function repairWithSchema<S extends z.ZodType>(
  schema: S,
  value: unknown,
  path: string,
  report: (problem: Problem) => void,
): z.output<S> | null {
  let current: unknown = value;
  if (!isPlainRecord(current)) {
    if (current !== undefined) report({ path, message: 'Expected an object; defaults used.' });
    current = {};
  }
  let previous = '';
  let cut = 0;
  for (let step = 0; step < MAX_REPAIR_STEPS; step++) {
    const result = schema.safeParse(current);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    if (issue === undefined) break;
    // A field without a default fails again once dropped; then its parent goes instead.
    const key = JSON.stringify(issue.path.map(String));
    cut = key === previous ? cut + 1 : 0;
    previous = key;
    const target = issue.path.slice(0, issue.path.length - cut);
    if (target.length === 0) break;
    if (cut === 0)
      report({ path: joinPath(path, issue.path), message: `${issue.message} Reset to default.` });
    current = deleteAt(current, target);
  }
  const fallback = schema.safeParse({});
  if (!fallback.success) return null;
  report({ path, message: 'Could not be repaired; defaults used.' });
  return fallback.data;
}
