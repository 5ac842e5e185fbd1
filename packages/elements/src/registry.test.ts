/// <reference types="vite/client" />
import { PALETTE_CATEGORIES, type Problem } from '@tessera/document';
import { SPEC_ELEMENT_CATEGORY, SPEC_ELEMENT_KEYS } from '@tessera/document/testing';
import { describe, expect, it } from 'vitest';
import { elementIslandSources } from '../island-sources.mjs';
import { fieldProblems } from './field-check.ts';
import { getElementDefinition } from './lookup.ts';
import { ELEMENT_KEYS, type ElementKey, type ElementRegistry, elementRegistry } from './registry.ts';
import { repairElementOptions } from './repair.ts';
import type { ElementDefinition } from './types.ts';
import { checkOptions } from './validate.ts';

const indexModules = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });
const schemaFiles = Object.keys(import.meta.glob('./*/schema.ts'));
const fieldFiles = Object.keys(import.meta.glob('./*/fields.ts'));
const folderOf = (file: string) => file.split('/')[1] ?? '';
const typeFolders = (files: string[]) =>
  files
    .map(folderOf)
    .filter((folder) => folder !== 'shared' && folder !== 'render')
    .sort();

const definitions: Array<[ElementKey, ElementDefinition]> = ELEMENT_KEYS.map((key) => [
  key,
  elementRegistry[key],
]);

/** SPEC §6: the types sold as premium. */
const PREMIUM: readonly ElementKey[] = [
  'coupon',
  'credit-card',
  'order-select',
  'order-summary',
  'payment-link',
  'podcast-gallery',
  'youtube-gallery',
  'blog',
  'google-review',
  'webinar-info',
];

/** The SPEC types with formatted text (SPEC §3). */
const TEXT_TYPES: readonly ElementKey[] = [
  'headline',
  'h1',
  'h2',
  'h3',
  'subheadline',
  'paragraph',
  'bullet-list',
];

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

describe('the registry', () => {
  it('has one folder per element key with index, schema and fields', () => {
    const keys = [...ELEMENT_KEYS].sort();
    expect(typeFolders(Object.keys(indexModules))).toEqual(keys);
    expect(typeFolders(schemaFiles)).toEqual(keys);
    expect(typeFolders(fieldFiles)).toEqual(keys);
  });

  it('holds every SPEC type, in SPEC (palette) order, and is frozen', () => {
    expect(ELEMENT_KEYS.filter((key) => (SPEC_ELEMENT_KEYS as readonly string[]).includes(key))).toEqual([
      ...SPEC_ELEMENT_KEYS,
    ]);
    expect(Object.keys(elementRegistry)).toEqual([...ELEMENT_KEYS]);
    expect(Object.isFrozen(elementRegistry)).toBe(true);
  });

  it('marks exactly the SPEC premium types as premium', () => {
    const spec = ELEMENT_KEYS.filter((key) => (SPEC_ELEMENT_KEYS as readonly string[]).includes(key));
    expect(spec.filter((key) => elementRegistry[key].premium)).toEqual(
      spec.filter((key) => PREMIUM.includes(key)),
    );
  });

  it('names only islands an element folder holds, each in the folder of a type that uses it', () => {
    const sources = elementIslandSources();
    const holders = new Map(sources.map((source) => [source.name, source.file.split(/[\\/]/).at(-2) ?? '']));
    expect(holders.size).toBe(sources.length);
    const named = new Set(definitions.flatMap(([, definition]) => definition.island ?? []));
    expect([...holders.keys()].sort()).toEqual([...named].sort());
    for (const [name, folder] of holders)
      expect(getElementDefinition(elementRegistry, folder)?.island, name).toBe(name);
    expect(elementRegistry.faq.island).toBeUndefined();
  });

  it('gives a formatted-text slot exactly to the types with a rich-text field, the SPEC text types among them', () => {
    for (const [key, definition] of definitions) {
      const richText = definition.fields.some((group) =>
        group.fields.some((field) => field.kind === 'richtext'),
      );
      expect(Object.keys(definition.texts), key).toEqual(richText ? ['text'] : []);
      if ((SPEC_ELEMENT_KEYS as readonly string[]).includes(key))
        expect(richText, key).toBe(TEXT_TYPES.includes(key));
    }
  });

  it('satisfies the ElementRegistry type', () => {
    const registry: ElementRegistry = elementRegistry;
    expect(registry.button.key).toBe('button');
  });
});

describe.each(definitions)('%s', (key, definition) => {
  it('is exported by its own folder under its own key', () => {
    const exported = Object.values(indexModules[`./${key}/index.ts`] ?? {});
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
      const repaired = repairElementOptions(
        elementRegistry,
        key,
        { ...defaults, [field]: garbage },
        '',
        (p) => {
          warnings.push(p);
        },
      );
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
});
