import {
  CURRENT_SCHEMA_VERSION,
  type DocumentNode,
  findNode,
  getIndex,
  getText,
  type PageDocument,
  type SectionNode,
  walkSubtree,
} from '@tessera/document';
import { type ElementRegistry, parseDocumentWithRegistry } from '@tessera/elements';

/**
 * What the editor puts on the clipboard: the nodes and the formatted texts of their elements
 * (texts live outside the nodes, SPEC §3). Plain JSON, so it survives any clipboard and can be
 * pasted into another page or another browser.
 */
export interface ClipboardPayload {
  format: typeof CLIPBOARD_FORMAT;
  version: 1;
  nodes: DocumentNode[];
  /** Element id → HTML. */
  texts: Record<string, string>;
}

export const CLIPBOARD_FORMAT = 'tessera/nodes';
/** Larger pastes are refused: nothing a person copies from a page comes near it. */
export const CLIPBOARD_MAX_CHARS = 4 * 1024 * 1024;
export const CLIPBOARD_MAX_NODES = 200;

export const PASTE_MESSAGES = {
  notJson:
    'The clipboard does not hold page content. Copy a section, row, column or element in the editor first.',
  foreign: 'The clipboard holds something that is not page content, so nothing was pasted.',
  tooLarge: 'The clipboard content is too large to paste.',
  tooMany: `At most ${CLIPBOARD_MAX_NODES} blocks can be pasted at once.`,
  empty: 'The clipboard holds no blocks to paste.',
} as const;

export function copyPayload(doc: PageDocument, ids: readonly string[]): ClipboardPayload | null {
  const nodes: DocumentNode[] = [];
  const texts: Record<string, string> = {};
  for (const id of ids) {
    const found = findNode(doc, id);
    if (!found) continue;
    nodes.push(found.node);
    for (const node of walkSubtree(found.node)) {
      if (node.type !== 'element') continue;
      const html = getText(doc, node.id);
      if (html !== null) texts[node.id] = html;
    }
  }
  return nodes.length === 0 ? null : { format: CLIPBOARD_FORMAT, version: 1, nodes, texts };
}

export function serializeClipboard(payload: ClipboardPayload): string {
  return JSON.stringify(payload);
}

export type PasteRead =
  | { ok: true; nodes: DocumentNode[]; texts: Record<string, string>; repairs: number }
  | { ok: false; message: string };

const NODE_TYPES = new Set(['section', 'row', 'column', 'element', 'popup']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nodes and texts out of whatever JSON was pasted: our payload, a page document, or bare nodes. */
function candidates(value: unknown): { nodes: unknown[]; texts: Record<string, unknown> } | null {
  if (Array.isArray(value)) return { nodes: value, texts: {} };
  if (!isRecord(value)) return null;
  if (value.format === CLIPBOARD_FORMAT && Array.isArray(value.nodes))
    return { nodes: value.nodes, texts: isRecord(value.texts) ? value.texts : {} };
  if (
    Array.isArray(value.sections) &&
    ('schemaVersion' in value || 'texts' in value || value.type !== 'popup')
  ) {
    // A whole page document: its texts are keyed by section, then element.
    const texts: Record<string, unknown> = {};
    if (isRecord(value.texts))
      for (const map of Object.values(value.texts)) if (isRecord(map)) Object.assign(texts, map);
    if (value.type === 'popup') return { nodes: [value], texts };
    return { nodes: value.sections, texts };
  }
  if (typeof value.type === 'string' && NODE_TYPES.has(value.type)) return { nodes: [value], texts: {} };
  return null;
}

/** A document that holds `node` where a node of its type can live, for the registry to repair. */
function wrapperFor(node: Record<string, unknown>, texts: Record<string, string>): unknown {
  const holderSection = 'section-clipboard00';
  const holderRow = 'row-clipboard00';
  const holderColumn = 'column-clipboard00';
  const sectionTexts = (sectionId: string) => ({ [sectionId]: texts });
  const row = (columns: unknown[]) => ({ type: 'row', id: holderRow, options: {}, columns });
  const column = (children: unknown[]) => ({
    type: 'column',
    id: holderColumn,
    width: 100,
    options: {},
    children,
  });
  const section = (rows: unknown[]) => ({ type: 'section', id: holderSection, options: {}, rows });
  switch (node.type) {
    case 'popup':
      return { schemaVersion: CURRENT_SCHEMA_VERSION, sections: [], popups: [node], texts: {} };
    case 'section':
      return {
        schemaVersion: CURRENT_SCHEMA_VERSION,
        sections: [node],
        texts: typeof node.id === 'string' ? sectionTexts(node.id) : {},
      };
    case 'row':
      return {
        schemaVersion: CURRENT_SCHEMA_VERSION,
        sections: [section([node])],
        texts: sectionTexts(holderSection),
      };
    case 'column':
      return {
        schemaVersion: CURRENT_SCHEMA_VERSION,
        sections: [section([row([{ ...node, width: 100 }])])],
        texts: sectionTexts(holderSection),
      };
    default:
      return {
        schemaVersion: CURRENT_SCHEMA_VERSION,
        sections: [section([row([column([node])])])],
        texts: sectionTexts(holderSection),
      };
  }
}

function unwrap(doc: PageDocument, type: string): DocumentNode | undefined {
  switch (type) {
    case 'popup':
      return doc.popups[0];
    case 'section':
      return doc.sections[0];
    case 'row':
      return doc.sections[0]?.rows[0];
    case 'column':
      return doc.sections[0]?.rows[0]?.columns[0];
    default:
      return doc.sections[0]?.rows[0]?.columns[0]?.children[0];
  }
}

function textsOf(doc: PageDocument): Record<string, string> {
  const out: Record<string, string> = {};
  for (const map of Object.values(doc.texts)) Object.assign(out, map);
  return out;
}

/**
 * Reads pasted text. Content from outside (another tab, an older version, a hand-edited file)
 * is never trusted: each node goes through the same load-and-repair as a stored page, so bad
 * options are reset, bad ids re-issued and unknown fields dropped. Anything that cannot be read
 * as page content is refused with a message; nothing is half-pasted.
 */
export function readClipboard(text: string, registry: ElementRegistry): PasteRead {
  if (text.length > CLIPBOARD_MAX_CHARS) return { ok: false, message: PASTE_MESSAGES.tooLarge };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: PASTE_MESSAGES.notJson };
  }
  const found = candidates(value);
  if (found === null) return { ok: false, message: PASTE_MESSAGES.foreign };
  if (found.nodes.length === 0) return { ok: false, message: PASTE_MESSAGES.empty };
  if (found.nodes.length > CLIPBOARD_MAX_NODES) return { ok: false, message: PASTE_MESSAGES.tooMany };

  const texts: Record<string, string> = {};
  for (const [id, html] of Object.entries(found.texts)) if (typeof html === 'string') texts[id] = html;

  const nodes: DocumentNode[] = [];
  const outTexts: Record<string, string> = {};
  let repairs = 0;
  for (const [i, raw] of found.nodes.entries()) {
    if (!isRecord(raw) || typeof raw.type !== 'string' || !NODE_TYPES.has(raw.type)) {
      return {
        ok: false,
        message: `${PASTE_MESSAGES.foreign} (item ${i + 1} is not a section, row, column or element)`,
      };
    }
    const parsed = parseDocumentWithRegistry(wrapperFor(raw, texts), registry);
    if (!parsed.ok) {
      return {
        ok: false,
        message: `Item ${i + 1} could not be pasted: ${parsed.issues[0]?.message ?? 'it is not valid page content.'}`,
      };
    }
    const node = unwrap(parsed.document, raw.type);
    if (node === undefined) return { ok: false, message: `Item ${i + 1} could not be pasted: it was empty.` };
    repairs += parsed.warnings.length;
    nodes.push(node);
    Object.assign(outTexts, textsOf(parsed.document));
  }
  return { ok: true, nodes, texts: outTexts, repairs };
}

/** Element ids of pasted nodes, each mapped to the section whose texts they will join. */
export function elementIdsOf(nodes: readonly DocumentNode[]): string[] {
  const ids: string[] = [];
  for (const node of nodes) for (const n of walkSubtree(node)) if (n.type === 'element') ids.push(n.id);
  return ids;
}

/** Sections of a popup payload are inserted like sections. */
export function flattenPopups(nodes: readonly DocumentNode[]): DocumentNode[] {
  return nodes.flatMap((node): DocumentNode[] =>
    node.type === 'popup' ? (node.sections as SectionNode[]) : [node],
  );
}

/** Is `id` still in the document? */
export function exists(doc: PageDocument, id: string | null): boolean {
  return id !== null && getIndex(doc).has(id);
}
