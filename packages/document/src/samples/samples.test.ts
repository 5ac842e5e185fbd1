import { describe, expect, it } from 'vitest';
import { elementsOf, walkNodes } from '../doc-index.ts';
import { ELEMENT_KEYS } from '../element-keys.ts';
import { parseDocument } from '../parse.ts';
import { SECTION_KINDS } from '../schema.ts';
import { invariantProblems } from '../testing.ts';
import { generateFixture, largeFixture, smallFixture } from './fixtures.ts';
import { SAMPLE_DOCUMENTS } from './index.ts';

const known = new Set<string>(ELEMENT_KEYS);

describe('sample documents', () => {
  it.each(Object.entries(SAMPLE_DOCUMENTS))('%s loads with no issues and no warnings', (_name, make) => {
    const doc = make();
    const result = parseDocument(JSON.parse(JSON.stringify(doc)), { knownElementKeys: known });
    expect(result).toMatchObject({ ok: true, warnings: [] });
    if (result.ok) expect(result.document).toEqual(doc);
    expect(invariantProblems(doc)).toEqual([]);
  });

  it('are the same on every build', () => {
    for (const make of Object.values(SAMPLE_DOCUMENTS))
      expect(JSON.stringify(make())).toBe(JSON.stringify(make()));
  });

  it('together use every element type and every special section kind', () => {
    const keys = new Set<string>();
    const kinds = new Set<string>();
    for (const make of Object.values(SAMPLE_DOCUMENTS)) {
      const doc = make();
      for (const e of elementsOf(doc)) keys.add(e.key);
      for (const node of walkNodes(doc)) if (node.type === 'section' && node.kind) kinds.add(node.kind);
    }
    expect([...ELEMENT_KEYS].filter((k) => !keys.has(k))).toEqual([]);
    expect([...SECTION_KINDS].filter((k) => !kinds.has(k))).toEqual([]);
  });

  it('contain real copy, not placeholder latin', () => {
    for (const make of Object.values(SAMPLE_DOCUMENTS))
      expect(JSON.stringify(make()).toLowerCase()).not.toMatch(/lorem|ipsum/);
  });

  it('include the business card widget on the card sample only', () => {
    expect(SAMPLE_DOCUMENTS['business-card']?.().cardWidget?.FieldList.map((f) => f.name)).toContain('job');
    expect(SAMPLE_DOCUMENTS['marketing-agency']?.().cardWidget).toBeUndefined();
  });
});

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
