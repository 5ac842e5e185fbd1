import { asArray, isRecord, type Migration, type RawDocument } from './types.ts';

/**
 * Version 0 → 1.
 *
 * Version 0 (documents without `schemaVersion`) differed from version 1 in five ways:
 * - nodes had no `type` field;
 * - a column's width was a 12-grid span `size` (1..12) instead of a percentage `width`;
 * - a column held `elements` and nested `rows` in two lists, drawn elements first;
 *   version 1 keeps one ordered `children` list;
 * - an element's formatted text sat in its own `options.html`; version 1 keeps it in
 *   `texts[sectionId][elementId]`;
 * - buttons had only the older option kind, without a `kind` field; and the theme's font was `font`.
 */

type Texts = Record<string, Record<string, string>>;

function migrateElement(raw: unknown, sectionId: string, texts: Texts): unknown {
  if (!isRecord(raw)) return raw;
  const element: RawDocument = { ...raw, type: 'element' };
  if (isRecord(raw.options)) {
    const options: RawDocument = { ...raw.options };
    // Text of an element without an id stays in its options: there is no key to file it under.
    if (typeof options.html === 'string' && typeof raw.id === 'string') {
      texts[sectionId] = { ...(texts[sectionId] ?? {}), [raw.id]: options.html };
      delete options.html;
    }
    if (raw.key === 'button' && !('kind' in options)) options.kind = 'classic';
    element.options = options;
  }
  return element;
}

function migrateColumn(raw: unknown, sectionId: string, texts: Texts): unknown {
  if (!isRecord(raw)) return raw;
  const { size, elements, rows, ...rest } = raw;
  const column: RawDocument = { ...rest, type: 'column' };
  if (typeof rest.width !== 'number' && typeof size === 'number')
    column.width = Math.round((size / 12) * 10_000) / 100;
  if (!Array.isArray(rest.children)) {
    column.children = [
      ...asArray(elements).map((e) => migrateElement(e, sectionId, texts)),
      ...asArray(rows).map((r) => migrateRow(r, sectionId, texts)),
    ];
  }
  return column;
}

function migrateRow(raw: unknown, sectionId: string, texts: Texts): unknown {
  if (!isRecord(raw)) return raw;
  return {
    ...raw,
    type: 'row',
    columns: asArray(raw.columns).map((c) => migrateColumn(c, sectionId, texts)),
  };
}

function migrateSection(raw: unknown, texts: Texts): unknown {
  if (!isRecord(raw)) return raw;
  // Texts are keyed by section id; a section without a usable id has its texts re-keyed on repair.
  const sectionId = typeof raw.id === 'string' ? raw.id : '';
  return { ...raw, type: 'section', rows: asArray(raw.rows).map((r) => migrateRow(r, sectionId, texts)) };
}

export const legacyColumnsAndTexts: Migration = {
  to: 1,
  name: 'legacy-columns-and-texts',
  up(doc) {
    const texts: Texts = isRecord(doc.texts) ? ({ ...doc.texts } as Texts) : {};
    const next: RawDocument = { ...doc, schemaVersion: 1 };
    if (Array.isArray(doc.sections)) next.sections = doc.sections.map((s) => migrateSection(s, texts));
    if (Array.isArray(doc.popups)) {
      next.popups = doc.popups.map((p) =>
        isRecord(p)
          ? { ...p, type: 'popup', sections: asArray(p.sections).map((s) => migrateSection(s, texts)) }
          : p,
      );
    }
    if (isRecord(doc.theme) && 'font' in doc.theme) {
      const { font, ...theme } = doc.theme;
      next.theme = 'FontFamily' in theme ? theme : { ...theme, FontFamily: font };
    }
    next.texts = texts;
    return next;
  },
};
