import { MAX_ROW_NESTING } from '../constants.ts';
import { getIndex, getPrefixes, type NodePath, walkSubtree } from '../doc-index.ts';
import { type IdGenerator, isIdOf, randomIds } from '../ids.ts';
import type { DocumentNode, PageDocument, PopupNode, Texts } from '../schema.ts';
import { cloneWithFreshIds } from './clone.ts';
import { widthsOf, withWidths } from './column-widths.ts';
import {
  createColumn,
  createElement,
  createPopup,
  createRow,
  createSection,
  type SectionInit,
} from './create.ts';
import { isTooDeep } from './nesting.ts';
import { type ContainerType, canContain, containerAt, listOf, updateAt, withList } from './path.ts';
import { done, refuse, type TreeResult } from './result.ts';
import { elementIdsIn } from './texts.ts';
import { insertWidth } from './widths.ts';

/** Where to put a node: the parent's id (null = the document body) and a position in its list (default: last). */
export interface Target {
  parentId: string | null;
  index?: number;
}

export interface InsertOptions {
  /** Formatted texts of the inserted elements, keyed by element id. */
  texts?: Readonly<Record<string, string>>;
  ids?: IdGenerator;
}

export interface ResolvedTarget {
  path: NodePath;
  type: ContainerType;
  /** The section whose texts the inserted elements belong to (null when inserting a section). */
  sectionId: string | null;
}

export function resolveTarget(doc: PageDocument, parentId: string | null): ResolvedTarget | null {
  if (parentId === null) return { path: { popup: null, steps: [] }, type: 'document', sectionId: null };
  const entry = getIndex(doc).get(parentId);
  if (entry === undefined) return null;
  return { path: entry.path, type: entry.type, sectionId: entry.type === 'popup' ? null : entry.sectionId };
}

export function isValidIndex(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= length;
}

/**
 * True when any id or element prefix in `node` is malformed, already used in `doc`, or repeated
 * inside `node` itself; the whole subtree then gets fresh ids.
 */
function needsFreshIds(doc: PageDocument, node: DocumentNode): boolean {
  const index = getIndex(doc);
  const seen = new Set<string>();
  let prefixes: ReadonlySet<string> | null = null;
  for (const n of walkSubtree(node)) {
    if (!isIdOf(n.type, n.id) || index.has(n.id) || seen.has(n.id)) return true;
    seen.add(n.id);
    if (n.type === 'element') {
      prefixes ??= getPrefixes(doc);
      if (!isIdOf('prefix', n.prefix) || prefixes.has(n.prefix) || seen.has(n.prefix)) return true;
      seen.add(n.prefix);
    }
  }
  return false;
}

function addTexts(texts: Texts, sectionId: string, incoming: Readonly<Record<string, string>>): Texts {
  if (Object.keys(incoming).length === 0) return texts;
  return { ...texts, [sectionId]: { ...(texts[sectionId] ?? {}), ...incoming } };
}

/**
 * Inserts a prepared node (new, pasted or from a saved block). Ids that already exist in the
 * document are re-issued for the whole subtree, so pasting the same block twice is safe.
 * A column entering a row takes an equal share of its width; the others shrink in proportion.
 */
export function insertNode(
  doc: PageDocument,
  target: Target,
  node: DocumentNode,
  { texts = {}, ids = randomIds }: InsertOptions = {},
): TreeResult {
  let incoming = texts;
  if (needsFreshIds(doc, node)) {
    const cloned = cloneWithFreshIds(node, ids);
    node = cloned.node;
    incoming = {};
    for (const [oldId, newId] of cloned.idMap) {
      const html = texts[oldId];
      if (html !== undefined) incoming = { ...incoming, [newId]: html };
    }
  }

  if (node.type === 'popup') {
    if (target.parentId !== null) return refuse('invalid-parent', 'Popups belong to the document itself.');
    const index = target.index ?? doc.popups.length;
    if (!isValidIndex(index, doc.popups.length))
      return refuse('invalid-index', `Index ${index} is out of range.`);
    const popups = doc.popups.slice();
    popups.splice(index, 0, node as PopupNode);
    let next: PageDocument = { ...doc, popups };
    for (const section of node.sections) {
      const own: Record<string, string> = {};
      for (const id of elementIdsIn(section)) {
        const html = incoming[id];
        if (html !== undefined) own[id] = html;
      }
      next = { ...next, texts: addTexts(next.texts, section.id, own) };
    }
    return done(next, node.id);
  }

  const resolved = resolveTarget(doc, target.parentId);
  if (resolved === null) return refuse('not-found', 'That block no longer exists.');
  if (!canContain(resolved.type, node.type)) {
    return refuse('invalid-parent', `A ${node.type} cannot go into a ${resolved.type}.`);
  }
  const container = containerAt(doc, resolved.path);
  if (container === undefined) return refuse('not-found', 'That block no longer exists.');
  const list = listOf(container);
  const index = target.index ?? list.length;
  if (!isValidIndex(index, list.length)) return refuse('invalid-index', `Index ${index} is out of range.`);
  if (isTooDeep(node, resolved.type, resolved.path)) {
    return refuse('too-deep', `Rows can be nested at most ${MAX_ROW_NESTING} levels deep.`);
  }

  let widths: number[] | null = null;
  if (node.type === 'column') {
    widths = insertWidth(widthsOf(list), index);
    if (widths === null) return refuse('row-full', 'A row holds at most 10 columns.');
  }

  const inserted = node;
  const next = updateAt(doc, resolved.path, (c) => {
    const copy: DocumentNode[] = listOf(c).slice();
    copy.splice(index, 0, inserted);
    return withList(c, widths === null ? copy : withWidths(copy, widths));
  });
  const sectionId = node.type === 'section' ? node.id : resolved.sectionId;
  const nextTexts = sectionId === null ? next.texts : addTexts(next.texts, sectionId, incoming);
  return done({ ...next, texts: nextTexts }, node.id);
}

export function insertSection(
  doc: PageDocument,
  target: Target = { parentId: null },
  init: SectionInit = {},
  { ids = randomIds }: { ids?: IdGenerator } = {},
): TreeResult {
  return insertNode(doc, target, createSection(init, { ids }), { ids });
}

export function insertRow(
  doc: PageDocument,
  target: Target,
  widths: readonly number[] = [100],
  { ids = randomIds }: { ids?: IdGenerator } = {},
): TreeResult {
  return insertNode(doc, target, createRow(widths, {}, { ids }), { ids });
}

export function insertColumn(
  doc: PageDocument,
  target: Target,
  { ids = randomIds }: { ids?: IdGenerator } = {},
): TreeResult {
  return insertNode(doc, target, createColumn(100, [], {}, { ids }), { ids });
}

export function insertElement(
  doc: PageDocument,
  target: Target,
  key: string,
  options: Record<string, unknown> = {},
  { html, ids = randomIds }: { html?: string; ids?: IdGenerator } = {},
): TreeResult {
  const element = createElement(key, options, { ids });
  const texts = html === undefined ? {} : { [element.id]: html };
  return insertNode(doc, target, element, { texts, ids });
}

export function insertPopup(
  doc: PageDocument,
  name = 'Popup',
  { ids = randomIds, index }: { ids?: IdGenerator; index?: number } = {},
): TreeResult {
  return insertNode(
    doc,
    { parentId: null, ...(index === undefined ? {} : { index }) },
    createPopup(name, {}, { ids }),
    {
      ids,
    },
  );
}
