import { MAX_COLUMNS_PER_ROW, MAX_ROW_NESTING } from './constants.ts';
import { getIndex, type NodePath, walkNodes } from './doc-index.ts';
import { type IdGenerator, type IdKind, isIdOf, randomIds } from './ids.ts';
import { migrateDocument } from './migrations/migrate.ts';
import { columnOptionsSchema } from './options/column.ts';
import { contactCardOptionsSchema } from './options/contact-card.ts';
import { popupOptionsSchema } from './options/popup.ts';
import { rowOptionsSchema } from './options/row.ts';
import { sectionOptionsSchema } from './options/section.ts';
import { themeSchema } from './options/theme.ts';
import { isPlainRecord, joinPath, type Problem, repairWithSchema } from './repair.ts';
import {
  type ColumnChild,
  type ColumnNode,
  CURRENT_SCHEMA_VERSION,
  type ElementNode,
  type PageDocument,
  type PopupNode,
  pageDocumentSchema,
  type RowNode,
  SECTION_KINDS,
  type SectionKind,
  type SectionNode,
  type Texts,
} from './schema.ts';
import { normalizeWidths } from './tree/widths.ts';

export type ParseIssue = Problem;

export type ParseResult =
  | { ok: true; document: PageDocument; warnings: ParseIssue[] }
  | { ok: false; issues: ParseIssue[] };

export interface ParseOptions {
  /** Element keys the registry knows; others are kept and reported as warnings. */
  knownElementKeys?: ReadonlySet<string>;
  /** Source of ids for repairs (tests pass a seeded one). */
  ids?: IdGenerator;
}

const ELEMENT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,60}$/;
const TOP_LEVEL_FIELDS = new Set(['schemaVersion', 'theme', 'sections', 'popups', 'texts', 'cardWidget']);

interface TextClaim {
  rawSectionId: string | undefined;
  rawElementId: string | undefined;
  sectionId: string;
  elementId: string;
}

function rawId(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

class Unrepairable extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** One load: walks the raw tree once, building a clean document and noting every repair. */
class Loader {
  readonly warnings: ParseIssue[] = [];
  private readonly seen = new Set<string>();
  private readonly claims: TextClaim[] = [];

  constructor(
    private readonly ids: IdGenerator,
    private readonly knownKeys: ReadonlySet<string> | undefined,
  ) {}

  warn = (problem: Problem): void => {
    this.warnings.push(problem);
  };

  private claimId(kind: IdKind, value: unknown, path: string, silentIfMissing = false): string {
    if (isIdOf(kind, value) && !this.seen.has(value)) {
      this.seen.add(value);
      return value;
    }
    let id = this.ids(kind);
    while (this.seen.has(id)) id = this.ids(kind);
    this.seen.add(id);
    if (value === undefined) {
      if (!silentIfMissing) this.warn({ path, message: `Missing ${kind} id; a new one was issued.` });
    } else if (isIdOf(kind, value)) {
      this.warn({ path, message: `Duplicate id "${value}"; a new one was issued.` });
    } else {
      this.warn({ path, message: `Invalid ${kind} id; a new one was issued.` });
    }
    return id;
  }

  list(value: unknown, path: string, what: string): unknown[] {
    if (Array.isArray(value)) return value;
    if (value !== undefined)
      this.warn({ path, message: `Expected a list of ${what}; it was replaced by an empty list.` });
    return [];
  }

  section(raw: unknown, path: string): SectionNode | null {
    if (!isPlainRecord(raw)) {
      this.warn({ path, message: 'Not a section; dropped.' });
      return null;
    }
    const id = this.claimId('section', raw.id, `${path}.id`);
    const rawSectionId = rawId(raw.id);
    const options = repairWithSchema(sectionOptionsSchema, raw.options, `${path}.options`, this.warn);
    const rows = this.list(raw.rows, `${path}.rows`, 'rows')
      .map((r, i) => this.row(r, `${path}.rows[${i}]`, id, rawSectionId, 0))
      .filter((r): r is RowNode => r !== null);
    const section: SectionNode = {
      type: 'section',
      id,
      options: options ?? sectionOptionsSchema.parse({}),
      rows,
    };
    if (raw.kind !== undefined) {
      if ((SECTION_KINDS as readonly unknown[]).includes(raw.kind)) section.kind = raw.kind as SectionKind;
      else this.warn({ path: `${path}.kind`, message: 'Unknown section kind; removed.' });
    }
    if (typeof raw.name === 'string') section.name = raw.name.slice(0, 120);
    return section;
  }

  private row(
    raw: unknown,
    path: string,
    sectionId: string,
    rawSectionId: string | undefined,
    depth: number,
  ): RowNode | null {
    if (!isPlainRecord(raw)) {
      this.warn({ path, message: 'Not a row; dropped.' });
      return null;
    }
    if (depth > MAX_ROW_NESTING)
      throw new Unrepairable(path, `Rows are nested more than ${MAX_ROW_NESTING} deep.`);
    const id = this.claimId('row', raw.id, `${path}.id`);
    const options = repairWithSchema(rowOptionsSchema, raw.options, `${path}.options`, this.warn);
    let columns = this.list(raw.columns, `${path}.columns`, 'columns')
      .map((c, i) => this.column(c, `${path}.columns[${i}]`, sectionId, rawSectionId, depth))
      .filter((c): c is { column: ColumnNode; width: unknown } => c !== null);

    if (columns.length > MAX_COLUMNS_PER_ROW) {
      this.warn({
        path: `${path}.columns`,
        message: `More than ${MAX_COLUMNS_PER_ROW} columns; the content of the extra ones moved into column ${MAX_COLUMNS_PER_ROW}.`,
      });
      const extra = columns.slice(MAX_COLUMNS_PER_ROW).flatMap((c) => c.column.children);
      columns = columns.slice(0, MAX_COLUMNS_PER_ROW);
      const last = columns[MAX_COLUMNS_PER_ROW - 1];
      if (last !== undefined) last.column.children = [...last.column.children, ...extra];
    }
    if (columns.length === 0) {
      this.warn({ path: `${path}.columns`, message: 'A row without columns got one empty column.' });
      columns = [
        {
          column: {
            type: 'column',
            id: this.claimId('column', undefined, path, true),
            width: 100,
            options: columnOptionsSchema.parse({}),
            children: [],
          },
          width: 100,
        },
      ];
    }

    const rawWidths = columns.map((c) => c.width);
    // Widths are stored to two decimals; rounding alone is not worth a warning.
    const widths = normalizeWidths(rawWidths);
    const changed = rawWidths.some(
      (w, i) => typeof w !== 'number' || Math.abs(w - (widths[i] ?? 0)) >= 0.005,
    );
    if (changed) {
      this.warn({
        path: `${path}.columns`,
        message: 'Column widths did not sum to 100 with each at least 10; normalised.',
      });
    }
    return {
      type: 'row',
      id,
      options: options ?? rowOptionsSchema.parse({}),
      columns: columns.map((c, i) => ({ ...c.column, width: widths[i] ?? 100 })),
    };
  }

  private column(
    raw: unknown,
    path: string,
    sectionId: string,
    rawSectionId: string | undefined,
    depth: number,
  ): { column: ColumnNode; width: unknown } | null {
    if (!isPlainRecord(raw)) {
      this.warn({ path, message: 'Not a column; dropped.' });
      return null;
    }
    const id = this.claimId('column', raw.id, `${path}.id`);
    const options = repairWithSchema(columnOptionsSchema, raw.options, `${path}.options`, this.warn);
    const children: ColumnChild[] = [];
    this.list(raw.children, `${path}.children`, 'elements and rows').forEach((child, i) => {
      const childPath = `${path}.children[${i}]`;
      const isRow =
        isPlainRecord(child) && (child.type === 'row' || (child.type === undefined && 'columns' in child));
      const node = isRow
        ? this.row(child, childPath, sectionId, rawSectionId, depth + 1)
        : this.element(child, childPath, sectionId, rawSectionId);
      if (node !== null) children.push(node);
    });
    return {
      column: { type: 'column', id, width: 0, options: options ?? columnOptionsSchema.parse({}), children },
      width: raw.width,
    };
  }

  private element(
    raw: unknown,
    path: string,
    sectionId: string,
    rawSectionId: string | undefined,
  ): ElementNode | null {
    if (!isPlainRecord(raw)) {
      this.warn({ path, message: 'Not an element; dropped.' });
      return null;
    }
    if (typeof raw.key !== 'string' || !ELEMENT_KEY_PATTERN.test(raw.key)) {
      this.warn({ path: `${path}.key`, message: 'Element without a valid type key; dropped.' });
      return null;
    }
    if (this.knownKeys !== undefined && !this.knownKeys.has(raw.key)) {
      this.warn({ path: `${path}.key`, message: `Unknown element type "${raw.key}"; kept as it is.` });
    }
    const id = this.claimId('element', raw.id, `${path}.id`);
    const prefix = this.claimId('prefix', raw.prefix, `${path}.prefix`, true);
    let options: Record<string, unknown> = {};
    if (isPlainRecord(raw.options)) options = raw.options;
    else if (raw.options !== undefined)
      this.warn({ path: `${path}.options`, message: 'Expected an object; emptied.' });
    this.claims.push({ rawSectionId, rawElementId: rawId(raw.id), sectionId, elementId: id });
    const version = raw.optionsVersion;
    const valid = typeof version === 'number' && Number.isInteger(version) && version >= 1;
    // Read as 0: every element migration step leaves options of the current shape as they are.
    if (!valid && version !== undefined)
      this.warn({ path: `${path}.optionsVersion`, message: 'Invalid options version; read as 0.' });
    return valid
      ? { type: 'element', id, key: raw.key, prefix, optionsVersion: version, options }
      : { type: 'element', id, key: raw.key, prefix, options };
  }

  popup(raw: unknown, path: string): PopupNode | null {
    if (!isPlainRecord(raw)) {
      this.warn({ path, message: 'Not a popup; dropped.' });
      return null;
    }
    const id = this.claimId('popup', raw.id, `${path}.id`);
    const options = repairWithSchema(popupOptionsSchema, raw.options, `${path}.options`, this.warn);
    const sections = this.list(raw.sections, `${path}.sections`, 'sections')
      .map((s, i) => this.section(s, `${path}.sections[${i}]`))
      .filter((s): s is SectionNode => s !== null);
    return {
      type: 'popup',
      id,
      name: typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name.slice(0, 120) : 'Popup',
      options: options ?? popupOptionsSchema.parse({}),
      sections,
    };
  }

  /**
   * Files each element's text under its (possibly re-issued) section and element ids. A text
   * filed under another section than its element's is moved; texts of no element are dropped.
   */
  texts(raw: unknown): Texts {
    const source: Record<string, Record<string, unknown>> = {};
    if (isPlainRecord(raw)) {
      for (const [sectionKey, map] of Object.entries(raw)) {
        if (isPlainRecord(map)) source[sectionKey] = map;
        else
          this.warn({
            path: joinPath('texts', [sectionKey]),
            message: 'Expected texts by element id; dropped.',
          });
      }
    } else if (raw !== undefined) {
      this.warn({ path: 'texts', message: 'Expected an object; texts dropped.' });
    }

    const byElement = new Map<string, { sectionKey: string; html: unknown }>();
    for (const [sectionKey, map] of Object.entries(source)) {
      for (const [elementKey, html] of Object.entries(map)) {
        if (!byElement.has(elementKey)) byElement.set(elementKey, { sectionKey, html });
      }
    }

    const out: Texts = {};
    const used = new Set<string>();
    for (const claim of this.claims) {
      if (claim.rawElementId === undefined) continue;
      let html: unknown;
      let from: string | undefined;
      const own = claim.rawSectionId === undefined ? undefined : source[claim.rawSectionId];
      if (own !== undefined && claim.rawElementId in own) {
        html = own[claim.rawElementId];
        from = claim.rawSectionId;
      } else {
        const found = byElement.get(claim.rawElementId);
        if (found === undefined) continue;
        html = found.html;
        from = found.sectionKey;
        this.warn({
          path: joinPath('texts', [found.sectionKey, claim.rawElementId]),
          message: "Text was filed under another section; moved to its element's section.",
        });
      }
      if (from !== undefined) used.add(`${from}\u0000${claim.rawElementId}`);
      if (typeof html !== 'string') {
        this.warn({
          path: joinPath('texts', [from ?? '', claim.rawElementId]),
          message: 'Text is not a string; dropped.',
        });
        continue;
      }
      out[claim.sectionId] = { ...(out[claim.sectionId] ?? {}), [claim.elementId]: html };
    }

    for (const [sectionKey, map] of Object.entries(source)) {
      for (const elementKey of Object.keys(map)) {
        if (!used.has(`${sectionKey}\u0000${elementKey}`)) {
          this.warn({
            path: joinPath('texts', [sectionKey, elementKey]),
            message: 'Text of a missing element; dropped.',
          });
        }
      }
    }
    return out;
  }
}

/** Same path spelling as the repairing walk uses, rebuilt from an index entry. */
function pathString(path: NodePath): string {
  let out = path.popup === null ? '' : `popups[${path.popup}].`;
  path.steps.forEach((step, depth) => {
    const list = depth === 0 ? 'sections' : depth === 1 ? 'rows' : depth % 2 === 0 ? 'columns' : 'children';
    out += `${depth === 0 ? '' : '.'}${list}[${step}]`;
  });
  return out;
}

/**
 * Most loads are documents this package wrote, so one strict pass settles them; only when that
 * pass (or the texts check it cannot express) fails does the slower repairing walk run.
 */
function loadClean(
  raw: Record<string, unknown>,
  knownKeys: ReadonlySet<string> | undefined,
): ParseResult | null {
  if (Object.keys(raw).some((key) => !TOP_LEVEL_FIELDS.has(key))) return null;
  const strict = pageDocumentSchema.safeParse(raw);
  if (!strict.success) return null;
  const document = strict.data;
  const index = getIndex(document);
  for (const [sectionId, map] of Object.entries(document.texts)) {
    const elementIds = Object.keys(map);
    if (elementIds.length === 0) return null;
    for (const elementId of elementIds) {
      const entry = index.get(elementId);
      if (entry?.type !== 'element' || entry.sectionId !== sectionId) return null;
    }
  }
  const warnings: ParseIssue[] = [];
  if (knownKeys !== undefined) {
    for (const node of walkNodes(document)) {
      if (node.type !== 'element' || knownKeys.has(node.key)) continue;
      const entry = index.get(node.id);
      if (entry === undefined) continue;
      warnings.push({
        path: `${pathString(entry.path)}.key`,
        message: `Unknown element type "${node.key}"; kept as it is.`,
      });
    }
  }
  return { ok: true, document, warnings };
}

function load(json: unknown, options: ParseOptions): ParseResult {
  let input = json;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      return { ok: false, issues: [{ path: '', message: 'The document is not valid JSON.' }] };
    }
  }
  const migrated = migrateDocument(input);
  if (!migrated.ok) return { ok: false, issues: [{ path: migrated.path, message: migrated.message }] };
  const raw = migrated.doc;
  if (!Array.isArray(raw.sections)) {
    return { ok: false, issues: [{ path: 'sections', message: 'A document must have a list of sections.' }] };
  }

  const clean = loadClean(raw, options.knownElementKeys);
  if (clean !== null) return clean;

  const loader = new Loader(options.ids ?? randomIds, options.knownElementKeys);
  for (const key of Object.keys(raw)) {
    if (!TOP_LEVEL_FIELDS.has(key))
      loader.warn({ path: joinPath('', [key]), message: 'Unknown field; dropped.' });
  }
  const theme = repairWithSchema(themeSchema, raw.theme, 'theme', loader.warn) ?? themeSchema.parse({});
  const sections = raw.sections
    .map((s, i) => loader.section(s, `sections[${i}]`))
    .filter((s): s is SectionNode => s !== null);
  const popups = loader
    .list(raw.popups, 'popups', 'popups')
    .map((p, i) => loader.popup(p, `popups[${i}]`))
    .filter((p): p is PopupNode => p !== null);
  const texts = loader.texts(raw.texts);

  const candidate: PageDocument = { schemaVersion: CURRENT_SCHEMA_VERSION, theme, sections, popups, texts };
  if (raw.cardWidget !== undefined) {
    const widget = repairWithSchema(contactCardOptionsSchema, raw.cardWidget, 'cardWidget', loader.warn);
    if (widget !== null) candidate.cardWidget = widget;
  }

  // The repairs above should leave nothing for the schema to object to; if they missed a case,
  // it is reported here rather than handed on as a broken document.
  const checked = pageDocumentSchema.safeParse(candidate);
  if (!checked.success) {
    return {
      ok: false,
      issues: checked.error.issues.map((issue) => ({
        path: joinPath('', issue.path),
        message: issue.message,
      })),
    };
  }
  return { ok: true, document: checked.data, warnings: loader.warnings };
}

/**
 * Loads any JSON value (or JSON text) as a page document: migrates it to the current version,
 * validates it and repairs what can be repaired (missing or duplicate ids re-issued, column
 * widths normalised, invalid options reset to defaults, misfiled texts moved, unknown element
 * types kept). Never throws: what cannot be repaired comes back as issues with their paths.
 */
export function parseDocument(json: unknown, options: ParseOptions = {}): ParseResult {
  try {
    return load(json, options);
  } catch (error) {
    if (error instanceof Unrepairable)
      return { ok: false, issues: [{ path: error.path, message: error.message }] };
    const reason = error instanceof Error ? error.message : 'unknown error';
    return { ok: false, issues: [{ path: '', message: `The document could not be read (${reason}).` }] };
  }
}

/** Strict check of an already-current document, without repairs: for tests and server-side guards. */
export function validateDocument(
  value: unknown,
): { ok: true; document: PageDocument } | { ok: false; issues: ParseIssue[] } {
  const result = pageDocumentSchema.safeParse(value);
  if (result.success) return { ok: true, document: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((i) => ({ path: joinPath('', i.path), message: i.message })),
  };
}
