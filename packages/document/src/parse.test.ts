import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ROW_NESTING } from './constants.ts';
import { getIndex, walkNodes } from './doc-index.ts';
import { seededIds } from './ids.ts';
import { type ParseResult, parseDocument, validateDocument } from './parse.ts';
import type { PageDocument } from './schema.ts';
import { invariantProblems, SPEC_ELEMENT_KEYS, testDocument } from './testing.ts';

const known = new Set<string>(SPEC_ELEMENT_KEYS);

function expectLoaded(result: ParseResult): {
  document: PageDocument;
  warnings: { path: string; message: string }[];
} {
  if (!result.ok) throw new Error(`Expected a document, got ${JSON.stringify(result.issues)}`);
  expect(invariantProblems(result.document)).toEqual([]);
  return result;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('parseDocument: valid input', () => {
  it('loads a current document unchanged and without warnings', () => {
    const { doc } = testDocument();
    const { document, warnings } = expectLoaded(parseDocument(clone(doc), { knownElementKeys: known }));
    expect(warnings).toEqual([]);
    expect(document).toEqual(doc);
  });

  it('gives the same document whether the quick strict pass or the repairing walk loads it', () => {
    const { doc } = testDocument();
    const raw = clone(doc);
    raw.sections[0]!.rows[0]!.columns[0]!.children.push({
      type: 'element',
      id: 'element-future2',
      key: 'ai-chatbot',
      prefix: 'prefix-future2',
      options: {},
    });
    const quick = expectLoaded(parseDocument(clone(raw), { knownElementKeys: known }));
    // An unknown top-level field makes the strict pass step aside.
    const walked = expectLoaded(
      parseDocument({ ...clone(raw), legacyFlag: true }, { knownElementKeys: known }),
    );
    expect(walked.document).toEqual(quick.document);
    expect(walked.warnings).toEqual([
      { path: 'legacyFlag', message: 'Unknown field; dropped.' },
      ...quick.warnings,
    ]);
    expect(quick.warnings).toEqual([
      {
        path: 'sections[0].rows[0].columns[0].children[2].key',
        message: 'Unknown element type "ai-chatbot"; kept as it is.',
      },
    ]);
  });

  it('reports unknown types inside popups and nested rows with the same paths on both passes', () => {
    const { doc } = testDocument();
    const raw = clone(doc);
    const nested = raw.sections[0]!.rows[0]!.columns[1]!.children[1];
    if (nested?.type !== 'row') throw new Error('fixture');
    const nestedElement = nested.columns[1]?.children[0];
    if (nestedElement?.type !== 'element') throw new Error('fixture');
    nestedElement.key = 'mystery';
    const popupElement = raw.popups[0]!.sections[0]!.rows[0]!.columns[0]!.children[0];
    if (popupElement?.type !== 'element') throw new Error('fixture');
    popupElement.key = 'riddle';
    const quick = expectLoaded(parseDocument(clone(raw), { knownElementKeys: known })).warnings;
    const walked = expectLoaded(parseDocument({ ...clone(raw), x: 1 }, { knownElementKeys: known })).warnings;
    const expected = [
      {
        path: 'sections[0].rows[0].columns[1].children[1].columns[1].children[0].key',
        message: 'Unknown element type "mystery"; kept as it is.',
      },
      {
        path: 'popups[0].sections[0].rows[0].columns[0].children[0].key',
        message: 'Unknown element type "riddle"; kept as it is.',
      },
    ];
    expect(quick).toEqual(expected);
    expect(walked).toEqual([{ path: 'x', message: 'Unknown field; dropped.' }, ...expected]);
  });

  it('accepts JSON text as well as parsed JSON', () => {
    const { doc } = testDocument();
    expect(expectLoaded(parseDocument(JSON.stringify(doc))).document).toEqual(doc);
    expect(parseDocument('{not json')).toEqual({
      ok: false,
      issues: [{ path: '', message: 'The document is not valid JSON.' }],
    });
  });

  it('fills missing options, popups and texts from defaults', () => {
    const { document, warnings } = expectLoaded(
      parseDocument({
        schemaVersion: 1,
        sections: [
          {
            type: 'section',
            id: 'section-a1',
            rows: [
              {
                type: 'row',
                id: 'row-a1',
                columns: [{ type: 'column', id: 'column-a1', width: 100, children: [] }],
              },
            ],
          },
        ],
      }),
    );
    expect(warnings).toEqual([]);
    expect(document.popups).toEqual([]);
    expect(document.texts).toEqual({});
    expect(document.theme.FontFamily).toBe('inherit');
    expect(document.sections[0]?.options.padding.desktop.top).toBe(60);
    expect(document.sections[0]?.rows[0]?.columns[0]?.options.visibility).toBe('both');
  });
});

describe('parseDocument: garbage never throws', () => {
  it.each([
    [null],
    [undefined],
    [0],
    [42],
    [Number.NaN],
    [''],
    ['hello'],
    ['"a string in JSON"'],
    [true],
    [[]],
    [[1, 2, 3]],
    [{}],
    [{ sections: 'nope' }],
    [{ sections: 5 }],
    [{ schemaVersion: 99, sections: [] }],
    [{ schemaVersion: '1', sections: [] }],
    [{ schemaVersion: -3, sections: [] }],
    [() => 1],
    [Symbol('x')],
    [new Date()],
  ])('returns issues for %s', (input) => {
    const result = parseDocument(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.length).toBeGreaterThan(0);
      for (const issue of result.issues) {
        expect(typeof issue.path).toBe('string');
        expect(typeof issue.message).toBe('string');
      }
    }
  });

  it('copes with absurd column widths (found by fast-check)', () => {
    const result = parseDocument({
      schemaVersion: 0,
      sections: [{ rows: [{ columns: [{ width: 5.992310449541053e307 }, {}, {}] }] }],
    });
    const { document } = expectLoaded(result);
    expect(document.sections[0]?.rows[0]?.columns.map((c) => c.width)).toEqual([33.33, 33.33, 33.34]);
  });

  it('names the path of a top-level problem', () => {
    expect(parseDocument({ schemaVersion: 1, sections: {} })).toEqual({
      ok: false,
      issues: [{ path: 'sections', message: 'A document must have a list of sections.' }],
    });
    expect(parseDocument({ schemaVersion: 7, sections: [] })).toMatchObject({
      ok: false,
      issues: [{ path: 'schemaVersion' }],
    });
  });

  it('repairs deeply wrong shapes inside the tree, reporting each with its path', () => {
    const { document, warnings } = expectLoaded(
      parseDocument({
        schemaVersion: 1,
        sections: [
          null,
          7,
          'section',
          { id: 'section-ok', rows: 'many' },
          {
            id: 'section-two',
            rows: [
              { columns: { a: 1 } },
              [],
              { columns: [null, { width: 'wide', children: [5, { key: 7 }, { key: '' }] }] },
            ],
          },
        ],
        popups: 'none',
        texts: ['x'],
        extra: true,
      }),
    );
    expect(document.sections.map((s) => s.id)).toEqual(['section-ok', 'section-two']);
    expect(document.sections[1]?.rows).toHaveLength(2);
    expect(document.sections[1]?.rows.every((r) => r.columns.length >= 1)).toBe(true);
    const paths = warnings.map((w) => w.path);
    for (const path of [
      'sections[0]',
      'sections[1]',
      'sections[2]',
      'sections[3].rows',
      'sections[4].rows[0].columns',
      'sections[4].rows[1]',
      'sections[4].rows[2].columns[0]',
      'sections[4].rows[2].columns[1].children[0]',
      'sections[4].rows[2].columns[1].children[1].key',
      'sections[4].rows[2].columns[1].children[2].key',
      'popups',
      'texts',
      'extra',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('refuses absurdly deep nesting with a path instead of overflowing the stack', () => {
    let row: Record<string, unknown> = {
      type: 'row',
      id: 'row-deep',
      columns: [{ width: 100, children: [] }],
    };
    for (let i = 0; i < MAX_ROW_NESTING + 3; i++)
      row = { type: 'row', columns: [{ width: 100, children: [row] }] };
    const result = parseDocument({ schemaVersion: 1, sections: [{ rows: [row] }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toMatch(/nested more than/);
  });

  it('survives any JSON value thrown at it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseDocument(value);
        if (result.ok) expect(invariantProblems(result.document)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('survives document-shaped garbage', () => {
    const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined));
    const element = fc.record(
      {
        type: fc.constantFrom('element', 'row', 'bogus', undefined),
        key: fc.oneof(fc.constantFrom(...SPEC_ELEMENT_KEYS), junk),
        id: junk,
        prefix: junk,
        options: junk,
      },
      { requiredKeys: [] },
    );
    const column = fc.record(
      {
        type: fc.constant('column'),
        id: junk,
        width: fc.oneof(fc.double(), junk),
        options: junk,
        children: fc.oneof(fc.array(element, { maxLength: 4 }), junk),
      },
      { requiredKeys: [] },
    );
    const row = fc.record(
      {
        type: fc.constant('row'),
        id: junk,
        options: junk,
        columns: fc.oneof(fc.array(column, { maxLength: 12 }), junk),
      },
      { requiredKeys: [] },
    );
    const section = fc.record(
      { id: junk, kind: junk, options: junk, rows: fc.oneof(fc.array(row, { maxLength: 3 }), junk) },
      { requiredKeys: [] },
    );
    const doc = fc.record({
      schemaVersion: fc.constantFrom(0, 1, undefined),
      sections: fc.array(fc.oneof(section, junk), { maxLength: 4 }),
      popups: fc.oneof(
        fc.array(fc.record({ id: junk, sections: fc.array(section, { maxLength: 2 }) }), { maxLength: 2 }),
        junk,
      ),
      texts: fc.oneof(
        fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.string(), junk))),
        junk,
      ),
      theme: junk,
    });
    fc.assert(
      fc.property(doc, (value) => {
        const result = parseDocument(value, { ids: seededIds(1) });
        expect(result.ok).toBe(true);
        if (result.ok) expect(invariantProblems(result.document)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe('parseDocument: repairs', () => {
  it('issues new ids for missing, invalid and hostile ids', () => {
    const { doc, ids } = testDocument();
    const raw = clone(doc) as unknown as {
      sections: Array<{
        id?: unknown;
        rows: Array<{ id?: unknown; columns: Array<{ children: Array<{ id?: unknown }> }> }>;
      }>;
    };
    const s0 = raw.sections[0];
    if (!s0) throw new Error('fixture');
    delete s0.id;
    const r0 = s0.rows[0];
    if (!r0) throw new Error('fixture');
    r0.id = '"><script>alert(1)</script>';
    const child = r0.columns[0]?.children[1];
    if (child) child.id = 12;
    const { document, warnings } = expectLoaded(parseDocument(raw, { ids: seededIds(3) }));
    expect(warnings.map((w) => [w.path, w.message])).toEqual(
      expect.arrayContaining([
        ['sections[0].id', 'Missing section id; a new one was issued.'],
        ['sections[0].rows[0].id', 'Invalid row id; a new one was issued.'],
        ['sections[0].rows[0].columns[0].children[1].id', 'Invalid element id; a new one was issued.'],
      ]),
    );
    for (const w of warnings) expect(w.message).not.toContain('<script>');
    const newSectionId = document.sections[0]?.id ?? '';
    expect(newSectionId).not.toBe(ids.s1);
    // The section's texts follow it to its new id.
    expect(document.texts[newSectionId]?.[ids.e1]).toBe('<p>Headline one</p>');
    expect(document.texts[ids.s1]).toBeUndefined();
  });

  it('re-issues duplicate ids and gives the copy the same text', () => {
    const { doc, ids } = testDocument();
    const raw = clone(doc);
    const c4 = raw.sections[1]?.rows[0]?.columns[0];
    const e1 = raw.sections[0]?.rows[0]?.columns[0]?.children[0];
    if (!c4 || !e1) throw new Error('fixture');
    c4.children.push(clone(e1));
    const { document, warnings } = expectLoaded(parseDocument(raw, { ids: seededIds(4) }));
    expect(warnings.some((w) => w.message === `Duplicate id "${ids.e1}"; a new one was issued.`)).toBe(true);
    const copy = document.sections[1]?.rows[0]?.columns[0]?.children[1];
    expect(copy?.id).not.toBe(ids.e1);
    expect(copy && document.texts[ids.s2]?.[copy.id]).toBe('<p>Headline one</p>');
    expect(document.texts[ids.s1]?.[ids.e1]).toBe('<p>Headline one</p>');
  });

  it('normalises column widths to sum 100 with each at least 10', () => {
    const { doc, ids } = testDocument();
    const raw = clone(doc);
    const row = raw.sections[0]?.rows[0];
    if (!row) throw new Error('fixture');
    row.columns[0]!.width = 95;
    row.columns[1]!.width = 2;
    const { document, warnings } = expectLoaded(parseDocument(raw));
    expect(document.sections[0]?.rows[0]?.columns.map((c) => c.width)).toEqual([90, 10]);
    expect(warnings).toEqual([
      {
        path: 'sections[0].rows[0].columns',
        message: 'Column widths did not sum to 100 with each at least 10; normalised.',
      },
    ]);
    expect(getIndex(document).has(ids.c1)).toBe(true);
  });

  it('merges columns beyond ten into the tenth and fills empty rows', () => {
    const columns = Array.from({ length: 12 }, (_, i) => ({
      width: 100 / 12,
      children: [{ key: 'paragraph', id: `element-c${i}`, options: {} }],
    }));
    const { document } = expectLoaded(
      parseDocument({ schemaVersion: 1, sections: [{ rows: [{ columns }, { columns: [] }] }] }),
    );
    const [full, empty] = document.sections[0]?.rows ?? [];
    expect(full?.columns).toHaveLength(10);
    expect(full?.columns[9]?.children.map((c) => c.id)).toEqual(['element-c9', 'element-c10', 'element-c11']);
    expect(empty?.columns.map((c) => c.width)).toEqual([100]);
  });

  it('resets invalid option fields to their defaults, field by field', () => {
    const { doc } = testDocument();
    const raw = clone(doc) as unknown as {
      sections: Array<{ options: Record<string, unknown> }>;
      theme: Record<string, unknown>;
    };
    const section = raw.sections[0];
    if (!section) throw new Error('fixture');
    section.options = {
      ...section.options,
      visibility: 'sometimes',
      background: { color: 'red;}</style><script>', image: { url: 'javascript:alert(1)', size: 'cover' } },
      padding: { desktop: { top: -4, right: 'x' } },
    };
    raw.theme.ButtonBackground = 12;
    const { document, warnings } = expectLoaded(parseDocument(raw));
    const options = document.sections[0]?.options;
    expect(options?.visibility).toBe('both');
    expect(options?.background.color).toBe('');
    expect(options?.background.image.url).toBe('');
    expect(options?.background.image.size).toBe('cover');
    expect(options?.padding.desktop).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    expect(document.theme.ButtonBackground).toBe('#2563eb');
    expect(warnings.map((w) => w.path)).toEqual(
      expect.arrayContaining([
        'sections[0].options.visibility',
        'sections[0].options.background.color',
        'sections[0].options.background.image.url',
        'sections[0].options.padding.desktop.top',
        'theme.ButtonBackground',
      ]),
    );
  });

  it('keeps unknown element types with a warning', () => {
    const { doc } = testDocument();
    const raw = clone(doc);
    const column = raw.sections[0]?.rows[1]?.columns[0];
    if (!column) throw new Error('fixture');
    column.children.push({
      type: 'element',
      id: 'element-future1',
      key: 'ai-chatbot',
      prefix: 'prefix-future1',
      options: { Model: 'x' },
    });
    const { document, warnings } = expectLoaded(parseDocument(raw, { knownElementKeys: known }));
    const kept = document.sections[0]?.rows[1]?.columns[0]?.children.at(-1);
    expect(kept).toMatchObject({ key: 'ai-chatbot', options: { Model: 'x' } });
    expect(warnings).toEqual([
      {
        path: 'sections[0].rows[1].columns[0].children[1].key',
        message: 'Unknown element type "ai-chatbot"; kept as it is.',
      },
    ]);
    expect(expectLoaded(parseDocument(raw)).warnings).toEqual([]);
  });

  it('drops elements whose key is missing or unsafe', () => {
    const { doc } = testDocument();
    const raw = clone(doc) as unknown as {
      sections: Array<{ rows: Array<{ columns: Array<{ children: unknown[] }> }> }>;
    };
    raw.sections[0]?.rows[1]?.columns[0]?.children.push(
      { key: '<img src=x onerror=alert(1)>', id: 'element-bad1' },
      { id: 'element-bad2' },
    );
    const { document, warnings } = expectLoaded(parseDocument(raw));
    expect(getIndex(document).has('element-bad1')).toBe(false);
    expect(getIndex(document).has('element-bad2')).toBe(false);
    expect(warnings.filter((w) => w.message === 'Element without a valid type key; dropped.')).toHaveLength(
      2,
    );
  });

  it('moves misfiled texts, drops orphan and non-string texts', () => {
    const { doc, ids } = testDocument();
    const raw = clone(doc) as unknown as { texts: Record<string, Record<string, unknown>> };
    const s1 = raw.texts[ids.s1];
    if (!s1) throw new Error('fixture');
    const html = s1[ids.e1];
    delete s1[ids.e1];
    raw.texts[ids.s2] = { ...raw.texts[ids.s2], [ids.e1]: html, 'element-ghost': '<p>ghost</p>' };
    s1[ids.e3] = 42;
    const { document, warnings } = expectLoaded(parseDocument(raw));
    expect(document.texts[ids.s1]?.[ids.e1]).toBe('<p>Headline one</p>');
    expect(document.texts[ids.s2]?.[ids.e1]).toBeUndefined();
    expect(document.texts[ids.s1]?.[ids.e3]).toBeUndefined();
    expect(warnings.map((w) => w.message)).toEqual(
      expect.arrayContaining([
        "Text was filed under another section; moved to its element's section.",
        'Text of a missing element; dropped.',
        'Text is not a string; dropped.',
      ]),
    );
  });

  it('repairs a broken card widget field by field', () => {
    const { doc } = testDocument();
    const { document, warnings } = expectLoaded(
      parseDocument({
        ...clone(doc),
        cardWidget: { Align: 'left', IconList: ['fax'], Design: { Id: 'Modern', ColorTheme: 'nope' } },
      }),
    );
    expect(document.cardWidget?.Align).toBe('left');
    expect(document.cardWidget?.IconList).toEqual([]);
    expect(document.cardWidget?.Design.ColorTheme).toBe('violet');
    expect(warnings.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every id unique across page and popups after repair', () => {
    const { doc } = testDocument();
    const raw = clone(doc);
    const popupSection = raw.popups[0]?.sections[0];
    const pageSection = raw.sections[1];
    if (!popupSection || !pageSection) throw new Error('fixture');
    raw.popups[0]!.sections.push(clone(pageSection));
    const { document } = expectLoaded(parseDocument(raw));
    const all = [...walkNodes(document)].map((n) => n.id);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('validateDocument', () => {
  it('accepts a clean document and rejects duplicates without repairing', () => {
    const { doc } = testDocument();
    expect(validateDocument(doc).ok).toBe(true);
    const dup = clone(doc);
    dup.sections.push(clone(dup.sections[1]!));
    const result = validateDocument(dup);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.some((i) => i.message.startsWith('Duplicate id'))).toBe(true);
  });
});
