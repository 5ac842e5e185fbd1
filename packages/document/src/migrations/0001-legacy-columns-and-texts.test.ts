import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse.ts';
import { legacyColumnsAndTexts } from './0001-legacy-columns-and-texts.ts';

/** A version 0 document as the old editor saved it. */
function legacyDocument() {
  return {
    theme: {
      ButtonTextColor: '#ffffff',
      ButtonBackground: '#e11d48',
      ButtonBorderColor: '#be123c',
      font: 'Lato',
    },
    sections: [
      {
        id: 'section-legacy1',
        kind: 'Header',
        rows: [
          {
            id: 'row-legacy1',
            columns: [
              {
                id: 'column-legacy1',
                size: 4,
                elements: [
                  {
                    key: 'headline',
                    id: 'element-legacy1',
                    options: { html: '<p>Welcome</p>', FontSize: 32 },
                  },
                  {
                    key: 'button',
                    id: 'element-legacy2',
                    options: { Text: 'Join', BackgroundColor: '#e11d48' },
                  },
                ],
                rows: [
                  {
                    id: 'row-legacy2',
                    columns: [
                      {
                        id: 'column-legacy3',
                        size: 6,
                        elements: [
                          { key: 'paragraph', id: 'element-legacy3', options: { html: '<p>Nested</p>' } },
                        ],
                      },
                      { id: 'column-legacy4', size: 6, elements: [] },
                    ],
                  },
                ],
              },
              {
                id: 'column-legacy2',
                size: 8,
                elements: [
                  { key: 'image', id: 'element-legacy4', options: { Image: { url: '', Ratio: 0 } } },
                ],
              },
            ],
          },
        ],
      },
    ],
    popups: [
      {
        id: 'popup-legacy1',
        name: 'Promo',
        sections: [
          {
            id: 'section-legacy2',
            rows: [
              {
                id: 'row-legacy3',
                columns: [
                  {
                    id: 'column-legacy5',
                    size: 12,
                    elements: [{ key: 'h2', id: 'element-legacy5', options: { html: '<h2>Sale</h2>' } }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('migration 0001: legacy columns and texts', () => {
  it('moves formatted text out of element options into texts by section', () => {
    const out = legacyColumnsAndTexts.up(legacyDocument());
    expect(out.texts).toEqual({
      'section-legacy1': { 'element-legacy1': '<p>Welcome</p>', 'element-legacy3': '<p>Nested</p>' },
      'section-legacy2': { 'element-legacy5': '<h2>Sale</h2>' },
    });
    const section = (
      out.sections as Array<{ rows: Array<{ columns: Array<{ children: Array<{ options: object }> }> }> }>
    )[0];
    expect(section?.rows[0]?.columns[0]?.children[0]?.options).toEqual({ FontSize: 32 });
  });

  it('turns 12-grid sizes into percentages and merges elements and rows into ordered children', () => {
    const out = legacyColumnsAndTexts.up(legacyDocument()) as {
      sections: Array<{
        type: string;
        rows: Array<{ type: string; columns: Array<Record<string, unknown>> }>;
      }>;
    };
    const row = out.sections[0]?.rows[0];
    expect(out.sections[0]?.type).toBe('section');
    expect(row?.type).toBe('row');
    const [first, second] = row?.columns ?? [];
    expect(first?.width).toBeCloseTo(33.333, 2);
    expect(second?.width).toBeCloseTo(66.667, 2);
    expect(first?.type).toBe('column');
    const children = (first?.children ?? []) as Array<{ type: string; id: string }>;
    expect(children.map((c) => [c.type, c.id])).toEqual([
      ['element', 'element-legacy1'],
      ['element', 'element-legacy2'],
      ['row', 'row-legacy2'],
    ]);
    expect(first).not.toHaveProperty('elements');
    expect(first).not.toHaveProperty('rows');
    expect(first).not.toHaveProperty('size');
  });

  it('marks older buttons as the classic kind and renames the theme font', () => {
    const out = legacyColumnsAndTexts.up(legacyDocument()) as Record<string, unknown>;
    expect(JSON.stringify(out)).toContain('"kind":"classic"');
    expect(out.theme).toEqual({
      ButtonTextColor: '#ffffff',
      ButtonBackground: '#e11d48',
      ButtonBorderColor: '#be123c',
      FontFamily: 'Lato',
    });
    expect(out.schemaVersion).toBe(1);
  });

  it('leaves shapes it does not understand for repair instead of throwing', () => {
    expect(() =>
      legacyColumnsAndTexts.up({ sections: [null, 5, { rows: 'x' }, { rows: [{ columns: [7] }] }] }),
    ).not.toThrow();
    expect(legacyColumnsAndTexts.up({}).schemaVersion).toBe(1);
    const idless = legacyColumnsAndTexts.up({
      sections: [
        {
          id: 'section-a',
          rows: [{ columns: [{ elements: [{ key: 'h1', options: { html: '<h1>x</h1>' } }] }] }],
        },
      ],
    });
    expect(JSON.stringify(idless)).toContain('<h1>x</h1>');
  });

  it('loads end to end through parseDocument with no issues', () => {
    const result = parseDocument(legacyDocument());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings).toEqual([]);
    expect(result.document.texts['section-legacy1']?.['element-legacy3']).toBe('<p>Nested</p>');
    const widths = result.document.sections[0]?.rows[0]?.columns.map((c) => c.width);
    expect(widths).toEqual([33.33, 66.67]);
    expect(result.document.theme.FontFamily).toBe('Lato');
  });
});
