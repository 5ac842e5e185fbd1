import { describe, expect, it } from 'vitest';
import { elementsOf, walkNodes } from '../doc-index.ts';
import { parseDocument } from '../parse.ts';
import { SECTION_KINDS } from '../schema.ts';
import { invariantProblems, SPEC_ELEMENT_KEYS } from '../testing.ts';
import { SAMPLE_DOCUMENTS } from './index.ts';

const known = new Set<string>(SPEC_ELEMENT_KEYS);

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

  it('together use every SPEC element type and every special section kind', () => {
    const keys = new Set<string>();
    const kinds = new Set<string>();
    for (const make of Object.values(SAMPLE_DOCUMENTS)) {
      const doc = make();
      for (const e of elementsOf(doc)) keys.add(e.key);
      for (const node of walkNodes(doc)) if (node.type === 'section' && node.kind) kinds.add(node.kind);
    }
    expect(SPEC_ELEMENT_KEYS.filter((k) => !keys.has(k))).toEqual([]);
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
