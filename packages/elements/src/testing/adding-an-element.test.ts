/// <reference types="vite/client" />
import { CURRENT_SCHEMA_VERSION, createElement, createSection, elementsOf } from '@tessera/document';
import { renderDocumentForTest } from '@tessera/renderer/testing';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { elementIslandSources } from '../../island-sources.mjs';
import { generateFixture } from '../fixtures.ts';
import { loadStoredDocument, parseDocumentWithRegistry } from '../load.ts';
import { getElementDefinition, knownElementKeys, registryKeys } from '../lookup.ts';
import { paletteEntries } from '../palette.ts';
import { elementRegistry } from '../registry.ts';
import { validateDocumentElements, validateElementOptions } from '../validate.ts';
import { describeElementType } from './element-type-checks.ts';
import { migrationCoverageProblems } from './migration-coverage.ts';
import { promoCodeElement } from './promo-code/index.ts';
import { registryWithPromoCode as registry } from './with-promo-code.ts';

/**
 * docs/adding-an-element.md held to its word: the promo code was added as it says (its folder,
 * ./promo-code/, and one registry entry, ./with-promo-code.ts), and every check, table and path
 * the registry's own types go through takes it without anything else being touched.
 */

const folderFiles = Object.keys(import.meta.glob('./promo-code/**/*.{ts,tsx}'));
const folderIndex = import.meta.glob<Record<string, unknown>>('./promo-code/index.ts', { eager: true });
const stepModules = import.meta.glob<Record<string, unknown>>(
  ['./promo-code/migrations/[0-9][0-9][0-9][0-9]-*.ts', '!./promo-code/migrations/*.test.ts'],
  { eager: true },
);

const ADMIN = { isAdmin: true, premiumElements: [] };

function storedDocumentWith(element: object): Record<string, unknown> {
  const section = createSection();
  section.rows[0]!.columns[0]!.children.push(element as never);
  return JSON.parse(
    JSON.stringify({ schemaVersion: CURRENT_SCHEMA_VERSION, sections: [section], popups: [], texts: {} }),
  );
}

describe('an element type added by the recipe (the promo code)', () => {
  it('is one folder: definition, schema, fields, fixture, Render, island, migration and their tests', () => {
    expect(folderFiles.map((file) => file.replace('./promo-code/', '')).sort()).toEqual([
      'Render.test.ts',
      'Render.tsx',
      'copy-code.island.ts',
      'fields.ts',
      'fixture.ts',
      'index.ts',
      'migrations/0001-text-to-code.test.ts',
      'migrations/0001-text-to-code.ts',
      'schema.ts',
    ]);
  });

  it('is in the registry, its keys, the palette and the loader’s known types with one entry', () => {
    expect(registryKeys(registry)).toEqual([...registryKeys(elementRegistry), 'promo-code']);
    expect(getElementDefinition(registry, 'promo-code')).toBe(promoCodeElement);
    expect(knownElementKeys(registry).has('promo-code')).toBe(true);
    expect(paletteEntries(registry, { category: 'Misc', search: 'coupon copy', premium: ADMIN })).toEqual([
      {
        key: 'promo-code',
        label: 'Promo Code',
        icon: 'ticket',
        category: 'Misc',
        premium: false,
        locked: false,
      },
    ]);
    expect(getElementDefinition(elementRegistry, 'promo-code')).toBeUndefined();
  });

  it('validates its options and those of documents holding it', () => {
    expect(validateElementOptions(registry, { key: 'promo-code', options: { code: 'SAVE5' } })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(
      validateElementOptions(registry, { key: 'promo-code', options: { code: 5, extra: 1 } }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
      issues: [{ path: 'code' }],
    });
    const fixture = generateFixture(120, 3, registry);
    expect(elementsOf(fixture).filter((element) => element.key === 'promo-code')).toHaveLength(2);
    expect(validateDocumentElements(registry, fixture)).toEqual([]);
    expect(parseDocumentWithRegistry(JSON.parse(JSON.stringify(fixture)), registry)).toMatchObject({
      ok: true,
      warnings: [],
    });
  });

  it('loads from a stored document through its own migration and renders with its island', () => {
    const stored = storedDocumentWith(createElement('promo-code', { text: 'OLD15', FontSize: 3 }));
    const document = loadStoredDocument(stored, registry);
    const [element] = elementsOf(document);
    expect(element).toMatchObject({ key: 'promo-code', optionsVersion: 1 });
    expect(element?.options).toEqual({ ...promoCodeElement.defaults(), code: 'OLD15' });

    const page = renderDocumentForTest(document, registry);
    expect(page.problems).toEqual([]);
    expect(page.html).toContain('>OLD15</span>');
    expect(page.islands).toEqual(['copy-code']);
  });

  it('holds its island in its folder, found and bundled like every island', async () => {
    // This folder (`URL` is not typed here: the package is checked without DOM or Node types).
    const here = decodeURIComponent(import.meta.url.replace(/^file:\/\//, '').replace(/[^/]*$/, ''));
    const sources = elementIslandSources(here);
    expect(sources.map(({ name, file }) => [name, file.split(/[\\/]/).slice(-2).join('/')])).toEqual([
      ['copy-code', 'promo-code/copy-code.island.ts'],
    ]);
    const bundled = await build({
      entryPoints: [sources[0]!.file],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
    });
    const code = bundled.outputFiles[0]?.text ?? '';
    expect(code).toContain('data-promo-code');
    expect(code).not.toMatch(/\bimport\b/);
  });

  it('has each migration step tested, numbered and registered', () => {
    expect(migrationCoverageProblems({ 'promo-code': promoCodeElement }, stepModules, folderFiles)).toEqual(
      [],
    );
  });

  it('has no formatted-text slot, as it has no rich-text field', () => {
    const richText = promoCodeElement.fields.some((group) =>
      group.fields.some((field) => field.kind === 'richtext'),
    );
    expect([richText, Object.keys(promoCodeElement.texts)]).toEqual([false, []]);
  });

  describe('passes the checks every type passes', () => {
    describeElementType('promo-code', promoCodeElement, {
      registry,
      folderIndex: folderIndex['./promo-code/index.ts'],
    });
  });
});
