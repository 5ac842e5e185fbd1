import { elementsOf, type PageDocument, SAMPLE_DOCUMENTS } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { largeFixture, smallFixture } from './fixtures.ts';
import { parseDocumentWithRegistry } from './load.ts';
import { registryKeys } from './lookup.ts';
import { elementRegistry } from './registry.ts';
import { validateDocumentElements } from './validate.ts';

const documents: Array<[string, () => PageDocument]> = [
  ...Object.entries(SAMPLE_DOCUMENTS),
  ['200-element fixture', smallFixture],
  ['2,000-element fixture', largeFixture],
];

/** One line per problem, so a failure names the element and the option at once. */
function problems(doc: PageDocument): string[] {
  return validateDocumentElements(elementRegistry, doc).flatMap((report) =>
    report.issues.map((issue) => `${report.key} ${issue.path}: ${issue.message}`),
  );
}

describe.each(documents)('%s', (_name, make) => {
  it('has element options that pass the registry with zero issues', () => {
    expect(problems(make())).toEqual([]);
  });

  it('loads through the registry unchanged and without warnings', () => {
    const doc = make();
    const result = parseDocumentWithRegistry(JSON.parse(JSON.stringify(doc)), elementRegistry);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings).toEqual([]);
    // Options the sample leaves out are filled in; everything it states survives as written.
    const loaded = elementsOf(result.document);
    elementsOf(doc).forEach((element, i) => {
      expect(loaded[i]?.options).toMatchObject(element.options);
    });
  });
});

describe('the fixtures', () => {
  it('use every element type with realistic options', () => {
    const keys = new Set(elementsOf(smallFixture()).map((element) => element.key));
    expect([...keys].sort()).toEqual(registryKeys(elementRegistry).sort());
  });
});
