import type { z } from 'zod';
import { findNode, withSameStructure } from '../doc-index.ts';
import { columnOptionsSchema } from '../options/column.ts';
import { popupOptionsSchema } from '../options/popup.ts';
import { rowOptionsSchema } from '../options/row.ts';
import { sectionOptionsSchema } from '../options/section.ts';
import type { DocumentNode, PageDocument } from '../schema.ts';
import { updateAt } from './path.ts';
import { done, refuse, type TreeResult } from './result.ts';

export type OptionsPatch = Readonly<Record<string, unknown>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep merge for option patches: nested objects merge, arrays and scalars replace, an `undefined`
 * value deletes the key. Unchanged branches keep their reference; a patch that changes nothing
 * returns `base` itself.
 */
export function mergeOptions(
  base: Readonly<Record<string, unknown>>,
  patch: OptionsPatch,
): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(patch)) {
    const current = base[key];
    let next: unknown;
    if (value === undefined) {
      if (!(key in base)) continue;
      out ??= { ...base };
      delete out[key];
      continue;
    }
    if (isPlainObject(value) && isPlainObject(current)) next = mergeOptions(current, value);
    else next = value;
    if (Object.is(next, current) && key in base) continue;
    out ??= { ...base };
    out[key] = next;
  }
  return out ?? (base as Record<string, unknown>);
}

const CONTAINER_SCHEMAS: Partial<Record<DocumentNode['type'], z.ZodType>> = {
  section: sectionOptionsSchema,
  row: rowOptionsSchema,
  column: columnOptionsSchema,
  popup: popupOptionsSchema,
};

/**
 * Merges `patch` into a node's options. Section, row, column and popup options are checked
 * against their schema and a patch that would break them is refused; element options belong to
 * the element registry, which checks them before calling this.
 */
export function updateOptions(doc: PageDocument, id: string, patch: OptionsPatch): TreeResult {
  const found = findNode(doc, id);
  if (found === null) return refuse('not-found', 'That block no longer exists.');
  const { node, entry } = found;
  const merged = mergeOptions(node.options, patch);
  if (merged === node.options) return done(doc, id);

  const schema = CONTAINER_SCHEMAS[node.type];
  if (schema !== undefined) {
    const result = schema.safeParse(merged);
    if (!result.success) {
      const first = result.error.issues[0];
      const where = first?.path.join('.') ?? '';
      return refuse('invalid-options', `${where ? `${where}: ` : ''}${first?.message ?? 'Invalid options.'}`);
    }
  }

  if (node.type === 'popup') {
    const popups = doc.popups.map((p) => (p.id === id ? { ...p, options: merged as typeof p.options } : p));
    return done(withSameStructure(doc, { ...doc, popups }), id);
  }
  // The schema check above (or the registry, for elements) vouches for the merged shape.
  const next = updateAt(doc, entry.path, (c) => ({ ...c, options: merged }) as typeof c);
  return done(withSameStructure(doc, next), id);
}
