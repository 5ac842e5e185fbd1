import { PALETTE_CATEGORIES, type Problem } from '@tessera/document';
import { SPEC_ELEMENT_CATEGORY } from '@tessera/document/testing';
import { expect, it } from 'vitest';
import { fieldProblems } from '../field-check.ts';
import type { ElementRegistry } from '../registry.ts';
import { repairElementOptions } from '../repair.ts';
import type { ElementDefinition } from '../types.ts';
import { checkOptions } from '../validate.ts';

/** Fails on any undefined value: "complete" options have every field filled. */
function undefinedPaths(value: unknown, path = ''): string[] {
  if (value === undefined) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => undefinedPaths(v, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => undefinedPaths(v, path === '' ? k : `${path}.${k}`));
  return [];
}

/** Paths where two values share one object: a shared default would let one document change another. */
function sharedObjects(a: unknown, b: unknown, path = ''): string[] {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return [];
  if (a === b) return [path];
  const other = new Map(Object.entries(b));
  return Object.entries(a).flatMap(([key, value]) => sharedObjects(value, other.get(key), `${path}.${key}`));
}

/**
 * The checks every element type passes, whatever it is: the registry test runs them for each
 * type, and the test that adds a type by the recipe runs them for that one.
 *
 * @param key the type's key in `registry` (and its folder's name)
 * @param registry a registry holding the type under its key
 * @param folderIndex the exports of the type's folder's index.ts
 */
export function describeElementType(
  key: string,
  definition: ElementDefinition,
  { registry, folderIndex }: { registry: ElementRegistry; folderIndex: Record<string, unknown> | undefined },
): void {
  it('is exported by its own folder under its own key', () => {
    const exported = Object.values(folderIndex ?? {});
    expect(exported).toHaveLength(1);
    expect(exported[0]).toBe(definition);
    expect(definition.key).toBe(key);
  });

  it('sits in a palette category (a SPEC type in its SPEC one) with a label, an icon name and search keywords', () => {
    expect(PALETTE_CATEGORIES.filter((category) => category !== 'All')).toContain(definition.category);
    if (Object.hasOwn(SPEC_ELEMENT_CATEGORY, key))
      expect(definition.category).toBe(SPEC_ELEMENT_CATEGORY[key as keyof typeof SPEC_ELEMENT_CATEGORY]);
    expect(definition.label.trim()).not.toBe('');
    expect(definition.icon).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(definition.keywords.length).toBeGreaterThan(0);
    for (const word of definition.keywords) expect(word).toBe(word.toLowerCase());
    expect(Object.isFrozen(definition)).toBe(true);
    expect(Object.isFrozen(definition.fields)).toBe(true);
  });

  it('has defaults that pass its schema strictly', () => {
    expect(checkOptions(definition, definition.defaults(), '')).toEqual({
      ok: true,
      options: definition.defaults(),
    });
  });

  it('gives complete options from an empty object, fresh on every call', () => {
    const empty = definition.schema.parse({});
    expect(undefinedPaths(empty)).toEqual([]);
    expect(Object.keys(empty).length).toBeGreaterThan(3);
    for (const base of ['visibility', 'margin', 'animation']) expect(empty).toHaveProperty(base);
    const a = definition.defaults();
    const b = definition.defaults();
    expect(a).toEqual(b);
    expect(sharedObjects(a, b)).toEqual([]);
  });

  it('resets one bad field at a time and keeps the others', () => {
    const defaults = definition.defaults();
    for (const [field, value] of Object.entries(defaults)) {
      // A bad discriminator cannot be reset alone: without `kind` a button reads as classic.
      if (field === 'kind') continue;
      const garbage =
        typeof value === 'string' ? 12345 : typeof value === 'number' ? 'many' : { junk: ['x'] };
      const warnings: Problem[] = [];
      const repaired = repairElementOptions(registry, key, { ...defaults, [field]: garbage }, '', (p) => {
        warnings.push(p);
      });
      expect(repaired, field).toEqual(defaults);
      expect(warnings.length, field).toBeGreaterThan(0);
      for (const warning of warnings) expect(warning.path.startsWith(field), warning.path).toBe(true);
    }
  });

  it('has fixture options that pass its schema strictly, with text only where it has a slot', () => {
    for (const n of [1, 2, 3]) {
      const fixture = definition.fixture(n);
      expect(checkOptions(definition, fixture.options, '')).toMatchObject({ ok: true });
      if (fixture.text !== undefined) expect(Object.keys(definition.texts)).toEqual(['text']);
    }
  });

  it('declares fields that all point at real options of the right shape', () => {
    expect(fieldProblems(definition)).toEqual([]);
  });
}
