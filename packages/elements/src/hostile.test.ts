import { isPlainRecord } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { lookupPath } from './field-check.ts';
import { ELEMENT_KEYS, elementRegistry } from './registry.ts';
import { repairElementOptions } from './repair.ts';
import { checkOptions, validateElementOptions } from './validate.ts';

const SCRIPT = '<script>alert(document.cookie)</script>';
const JS_URL = ' JaVa\tScRiPt:alert(1)';

/** Same shape as the defaults, every value swapped for something an attacker or a bug might store. */
function hostile(value: unknown, key: string): unknown {
  if (typeof value === 'string') return /url|link/i.test(key) ? JS_URL : SCRIPT;
  if (typeof value === 'number') return `${value}px; background:url(${JS_URL})`;
  if (typeof value === 'boolean') return 'true';
  if (value === null) return { $where: SCRIPT };
  if (Array.isArray(value))
    return [null, 42, SCRIPT, { nested: { deeper: [JS_URL] } }, ...value.map((v) => hostile(v, key))];
  if (isPlainRecord(value)) {
    const out: Record<string, unknown> = JSON.parse(
      '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
    );
    for (const [k, v] of Object.entries(value)) out[k] = hostile(v, k);
    out.extra = { a: { b: { c: JS_URL } } };
    return out;
  }
  return value;
}

function deeplyNested(depth: number): unknown {
  let value: unknown = SCRIPT;
  for (let i = 0; i < depth; i++) value = { deeper: [value] };
  return value;
}

describe.each(ELEMENT_KEYS)('%s with hostile options', (key) => {
  const definition = elementRegistry[key];
  const nasty = hostile(definition.defaults(), '');

  it('is refused by validation without throwing', () => {
    const result = validateElementOptions(elementRegistry, { key, options: nasty });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
  });

  it('is repaired into valid options with no script URL left and nothing polluted', () => {
    const warnings: string[] = [];
    const repaired = repairElementOptions(elementRegistry, key, nasty, 'options', (p) => {
      warnings.push(p.path);
    });
    expect(repaired).not.toBeNull();
    expect(checkOptions(definition, repaired, '').ok).toBe(true);
    expect(JSON.stringify(repaired).toLowerCase()).not.toMatch(/java\s*script:/);
    expect(warnings.length).toBeGreaterThan(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps markup out of values that end up in CSS or attributes', () => {
    const repaired = repairElementOptions(elementRegistry, key, nasty, '', () => {});
    const attributeFields = definition.fields
      .flatMap((group) => group.fields)
      .filter((field) => ['color', 'font', 'icon', 'link', 'select', 'number'].includes(field.kind));
    for (const field of attributeFields) {
      if (!('path' in field)) continue;
      const found = lookupPath(repaired, field.path);
      // Fields of the other button kind are absent once a bad `kind` has been reset.
      if (!found.found) expect(field.showWhen?.path, field.path).toBe('kind');
      else expect(JSON.stringify(found.value), field.path).not.toContain('<');
    }
  });

  it('survives values that are not options at all', () => {
    for (const junk of [
      null,
      'options',
      42,
      [],
      [{}],
      deeplyNested(2000),
      { margin: 'x'.repeat(5_000_000) },
    ]) {
      expect(() => validateElementOptions(elementRegistry, { key, options: junk })).not.toThrow();
      const repaired = repairElementOptions(elementRegistry, key, junk, '', () => {});
      // What stored options with nothing usable mean (for a button: classic, not the new-button default).
      expect(repaired).toEqual(definition.schema.parse({}));
    }
  });
});
