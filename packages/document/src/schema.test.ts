import { describe, expect, it } from 'vitest';
import { validateDocument } from './parse.ts';
import { CURRENT_SCHEMA_VERSION, pageDocumentSchema, SECTION_KINDS } from './schema.ts';
import { testDocument } from './testing.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('page document schema', () => {
  it('is at version 1 with the SPEC special section kinds', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(1);
    expect(SECTION_KINDS).toEqual(['Header', 'Menu', 'Footer', 'About', 'Contact', 'Transition']);
  });

  it('accepts the test document and fills defaults for left-out parts', () => {
    const { doc } = testDocument();
    expect(pageDocumentSchema.safeParse(doc).success).toBe(true);
    const minimal = pageDocumentSchema.parse({ schemaVersion: 1, sections: [] });
    expect(minimal.popups).toEqual([]);
    expect(minimal.texts).toEqual({});
    expect(minimal.theme.ButtonTextColor).toBe('#ffffff');
  });

  it('rejects rows whose widths do not sum to 100 or fall under 10', () => {
    const { doc } = testDocument();
    const off = clone(doc);
    off.sections[0]!.rows[0]!.columns[0]!.width = 60;
    expect(validateDocument(off)).toMatchObject({
      ok: false,
      issues: [{ path: 'sections[0].rows[0].columns' }],
    });
    const narrow = clone(doc);
    narrow.sections[0]!.rows[0]!.columns[0]!.width = 5;
    narrow.sections[0]!.rows[0]!.columns[1]!.width = 95;
    expect(validateDocument(narrow).ok).toBe(false);
  });

  it('rejects ids of the wrong kind, bad element keys and unknown section kinds', () => {
    const { doc } = testDocument();
    const wrongId = clone(doc);
    wrongId.sections[0]!.id = 'row-abc';
    expect(validateDocument(wrongId)).toMatchObject({
      ok: false,
      issues: [{ path: 'sections[0].id', message: 'Expected a section id.' }],
    });
    const badKey = clone(doc);
    badKey.sections[0]!.rows[0]!.columns[0]!.children[0] = {
      type: 'element',
      id: 'element-x1',
      prefix: 'prefix-x1',
      key: 'a b',
      options: {},
    };
    expect(validateDocument(badKey).ok).toBe(false);
    const badKind = clone(doc) as unknown as { sections: Array<{ kind?: string }> };
    badKind.sections[0]!.kind = 'Sidebar';
    expect(validateDocument(badKind).ok).toBe(false);
  });

  it('rejects duplicate element prefixes', () => {
    const { doc } = testDocument();
    const dup = clone(doc);
    const [a, b] = dup.sections[0]!.rows[0]!.columns[0]!.children;
    if (a?.type === 'element' && b?.type === 'element') b.prefix = a.prefix;
    expect(validateDocument(dup).ok).toBe(false);
  });
});
