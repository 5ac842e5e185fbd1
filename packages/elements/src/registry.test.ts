import { SPEC_ELEMENT_KEYS } from '@tessera/document/testing';
import { describe, expect, it } from 'vitest';
import { elementIslandSources } from '../island-sources.mjs';
import { getElementDefinition } from './lookup.ts';
import { ELEMENT_KEYS, type ElementKey, type ElementRegistry, elementRegistry } from './registry.ts';
import { describeElementType } from './testing/element-type-checks.ts';
import type { ElementDefinition } from './types.ts';

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
  describeElementType(key, definition, {
    registry: elementRegistry,
    folderIndex: indexModules[`./${key}/index.ts`],
  });
});
