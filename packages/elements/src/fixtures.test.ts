import { elementsOf, parseDocument, walkNodes } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { generateFixture, largeFixture, smallFixture } from './fixtures.ts';
import { knownElementKeys } from './lookup.ts';
import { elementRegistry } from './registry.ts';

const known = knownElementKeys(elementRegistry);

describe('benchmark fixtures', () => {
  it('have exactly 200 and 2,000 elements and load cleanly', () => {
    for (const [doc, count] of [
      [smallFixture(), 200],
      [largeFixture(), 2000],
    ] as const) {
      expect(elementsOf(doc)).toHaveLength(count);
      expect(parseDocument(JSON.parse(JSON.stringify(doc)), { knownElementKeys: known })).toMatchObject({
        ok: true,
        warnings: [],
      });
    }
  });

  it('are deterministic per seed and include nested rows', () => {
    expect(JSON.stringify(generateFixture(200, 200))).toBe(JSON.stringify(smallFixture()));
    expect(JSON.stringify(generateFixture(200, 201))).not.toBe(JSON.stringify(smallFixture()));
    const nested = [...walkNodes(largeFixture())].filter(
      (n) => n.type === 'column' && n.children.some((c) => c.type === 'row'),
    );
    expect(nested.length).toBeGreaterThan(0);
  });

  it('can be any size', () => {
    for (const count of [0, 1, 41, 333]) expect(elementsOf(generateFixture(count, 9))).toHaveLength(count);
  });
});
