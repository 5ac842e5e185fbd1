/**
 * Reads zod (v4) schemas for the route fuzz test: where a route takes a whole number.
 * Only the structure is read (`_zod.def`), so wrappers (optional, default, nullable, pipe's
 * input) are looked through and unions, records and lazy schemas are left alone.
 */

interface ZodLike {
  _zod: { def: ZodDef };
}
interface ZodDef {
  type: string;
  innerType?: ZodLike;
  in?: ZodLike;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  checks?: Array<{ _zod: { def: { check?: string; format?: string } } }>;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

function isZod(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function unwrap(schema: ZodLike): ZodLike {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

function isInteger(def: ZodDef): boolean {
  return (
    def.type === 'number' &&
    (def.checks ?? []).some((check) => {
      const format = check._zod.def.format;
      return check._zod.def.check === 'number_format' && format !== undefined && /int/.test(format);
    })
  );
}

/** Dotted paths of every whole-number field of an object schema (`items.0.page_id`). */
export function integerInputPaths(schema: unknown, prefix = ''): string[] {
  if (!isZod(schema)) return [];
  const current = unwrap(schema);
  const def = current._zod.def;
  if (isInteger(def)) return prefix ? [prefix] : [];
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, child]) =>
      integerInputPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (def.type === 'array' && def.element)
    return integerInputPaths(def.element, prefix ? `${prefix}.0` : '0');
  return [];
}
