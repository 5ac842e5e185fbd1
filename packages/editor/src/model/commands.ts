import {
  childrenOf,
  cloneWithFreshIds,
  createRow,
  createSection,
  cycleVisibility,
  type Device,
  type DocumentNode,
  done,
  duplicateNode,
  findNode,
  getIndex,
  insertNode,
  insertPopup,
  mergeOptions,
  moveNode,
  type OptionsPatch,
  type PageDocument,
  refuse,
  removeNode,
  resizeColumns,
  type SectionKind,
  setColumnLayout,
  setText,
  type Theme,
  type TreeResult,
  updateOptions,
  updateTheme,
} from '@tessera/document';
import type { ElementKey } from '@tessera/elements';
import {
  type ClipboardPayload,
  copyPayload,
  flattenPopups,
  PASTE_MESSAGES,
  type PasteRead,
  readClipboard,
} from './clipboard.ts';
import { type EditorEngine, failure, OK, type Outcome } from './editor.ts';
import { newElement, newRow, specialSection } from './factories.ts';
import { type DropTarget, isNoopMove, moveIndex, pasteTarget, placementKindOf } from './targets.ts';
import type { PanelSide } from './ui-state.ts';
import { clampZoom, type Zoom, zoomIn, zoomOut } from './zoom.ts';

/**
 * Named commands. Each says whether it records history: document edits do (one undo step per
 * run, whatever the edit touches), selection, hover, device, panels and the clipboard do not.
 * UI code only ever calls `runCommand`; keyboard shortcuts map to these same names.
 */
export interface CommandSpec<A> {
  /** True when a successful run is one undo step. */
  history: boolean;
  run(editor: EditorEngine, args: A): CommandOutcome;
}

export interface CommandArgs {
  select: { id: string | null };
  hover: { id: string | null };
  selectParent: Record<string, never>;
  selectFirstChild: Record<string, never>;
  selectPreviousSibling: Record<string, never>;
  selectNextSibling: Record<string, never>;
  setDevice: { device: Device };
  /** A zoom the user picked: 'fit' or a scale (kept within 50–200 %). */
  setZoom: { zoom: Zoom };
  zoomIn: Record<string, never>;
  zoomOut: Record<string, never>;
  zoomToFit: Record<string, never>;
  /** Shows or hides a side panel (`open` omitted: the other way round). */
  togglePanel: { side: PanelSide; open?: boolean };
  openPopup: { id: string | null };
  insertElement: { key: ElementKey; target: DropTarget };
  /** `menuId`: the site menu a Header or Menu section's navigation shows. */
  insertSection: { target: DropTarget; kind?: SectionKind; menuId?: number | null };
  insertRow: { target: DropTarget; layout: readonly number[] };
  insertColumn: { rowId: string };
  insertNodes: {
    target: DropTarget;
    nodes: readonly DocumentNode[];
    texts: Readonly<Record<string, string>>;
  };
  move: { id: string; target: DropTarget };
  moveUp: { id: string };
  moveDown: { id: string };
  duplicate: { id: string };
  remove: { id: string };
  copy: { id: string };
  paste: { text: string; anchorId?: string | null };
  updateOptions: { id: string; patch: OptionsPatch; coalesceKey?: string };
  setText: { id: string; html: string; coalesceKey?: string };
  resizeColumns: { rowId: string; divider: number; delta: number; fromMark?: boolean };
  setColumnLayout: { rowId: string; layout: readonly number[] };
  cycleVisibility: { id: string };
  updateTheme: { patch: Partial<Theme>; coalesceKey?: string };
  addPopup: { name: string };
  rename: { id: string; name: string };
  undo: Record<string, never>;
  redo: Record<string, never>;
}

export type CommandName = keyof CommandArgs;
type Registry = { [K in CommandName]: CommandSpec<CommandArgs[K]> };

/** Results a command hands back besides ok/failure (the copied payload, paste repairs). */
export interface CommandExtras {
  payload?: ClipboardPayload;
  repairs?: number;
}

export type CommandOutcome = Outcome & CommandExtras;

// ——— helpers ————————————————————————————————————————————————————————————————

function positionOf(
  doc: PageDocument,
  id: string,
): { parentId: string | null; index: number; length: number } | null {
  const entry = getIndex(doc).get(id);
  if (entry === undefined) return null;
  const index = entry.path.steps[entry.path.steps.length - 1] ?? 0;
  let length: number;
  if (entry.parentId === null) length = doc.sections.length;
  else {
    const parent = findNode(doc, entry.parentId)?.node;
    length = parent ? childrenOf(parent).length : 0;
  }
  return { parentId: entry.parentId, index, length };
}

/**
 * Inserts a prepared node at a drop target, building the containers `wrap` asks for. The result
 * id is the inserted node itself (not its wrapper), so the editor selects what was dropped.
 */
export function insertAt(
  doc: PageDocument,
  target: DropTarget,
  node: DocumentNode,
  texts: Readonly<Record<string, string>>,
  editor: EditorEngine,
): TreeResult {
  const ids = editor.ids;
  const at = { parentId: target.parentId, index: target.index };
  if (target.wrap === undefined || (target.wrap === 'row' && node.type === 'row')) {
    return insertNode(doc, at, node, { texts, ids });
  }
  if (node.type !== 'element' && node.type !== 'row')
    return refuse('invalid-parent', `A ${node.type} cannot go there.`);
  let wrapper: DocumentNode;
  if (target.wrap === 'row') {
    const row = createRow([100], {}, { ids });
    wrapper = { ...row, columns: row.columns.map((c) => ({ ...c, children: [node] })) };
  } else if (node.type === 'row') {
    wrapper = createSection({ rows: [node] }, { ids });
  } else {
    const section = createSection({}, { ids });
    const row = section.rows[0]!;
    wrapper = {
      ...section,
      rows: [{ ...row, columns: row.columns.map((c) => ({ ...c, children: [node] })) }],
    };
  }
  const result = insertNode(doc, at, wrapper, { texts, ids });
  return result.ok ? done(result.doc, node.id) : result;
}

/** Moves a node; `wrap` first makes the row (and section) it moves into. */
function moveTo(doc: PageDocument, id: string, target: DropTarget, editor: EditorEngine): TreeResult {
  if (target.wrap === undefined)
    return moveNode(doc, id, { parentId: target.parentId, index: moveIndex(doc, id, target) });
  const found = findNode(doc, id);
  if (!found) return refuse('not-found', 'That block no longer exists.');
  const ids = editor.ids;
  if (found.node.type === 'row' && target.wrap === 'row')
    return moveNode(doc, id, { parentId: target.parentId, index: moveIndex(doc, id, target) });
  let holder: DocumentNode;
  let into: string;
  if (target.wrap === 'row') {
    const row = createRow([100], {}, { ids });
    holder = row;
    into = row.columns[0]!.id;
  } else if (found.node.type === 'row') {
    const section = createSection({ rows: [] }, { ids });
    holder = section;
    into = section.id;
  } else {
    const section = createSection({}, { ids });
    holder = section;
    into = section.rows[0]!.columns[0]!.id;
  }
  const made = insertNode(doc, { parentId: target.parentId, index: target.index }, holder, { ids });
  if (!made.ok) return made;
  return moveNode(made.doc, id, { parentId: into, index: 0 });
}

/** Fresh ids for nodes coming from outside (clipboard, saved blocks), texts re-keyed to match. */
export function withFreshIds(
  nodes: readonly DocumentNode[],
  texts: Readonly<Record<string, string>>,
  editor: EditorEngine,
): { nodes: DocumentNode[]; texts: Record<string, string> } {
  const outNodes: DocumentNode[] = [];
  const outTexts: Record<string, string> = {};
  for (const node of nodes) {
    const cloned = cloneWithFreshIds(node, editor.ids);
    outNodes.push(cloned.node);
    for (const [oldId, newId] of cloned.idMap) {
      const html = texts[oldId];
      if (html !== undefined) outTexts[newId] = html;
    }
  }
  return { nodes: outNodes, texts: outTexts };
}

/** Inserts several nodes one after another as one edit (a multi-node paste is one undo step). */
function insertMany(
  doc: PageDocument,
  target: DropTarget,
  nodes: readonly DocumentNode[],
  texts: Readonly<Record<string, string>>,
  editor: EditorEngine,
): TreeResult {
  let current = doc;
  let firstId = '';
  let index = target.index;
  let parentId = target.parentId;
  let wrap = target.wrap;
  for (const node of nodes) {
    const result = insertAt(current, { parentId, index, ...(wrap ? { wrap } : {}) }, node, texts, editor);
    if (!result.ok) return result;
    current = result.doc;
    firstId ||= result.id;
    // The following nodes go right after this one, in the list it ended up in.
    const placed = positionOf(current, result.id);
    if (placed) {
      parentId = placed.parentId;
      index = placed.index + 1;
      wrap = undefined;
    }
  }
  return done(current, firstId);
}

function nodeLabel(doc: PageDocument, id: string): string {
  const node = findNode(doc, id)?.node;
  if (!node) return 'block';
  return node.type === 'element' ? 'element' : node.type;
}

function selectRelative(
  editor: EditorEngine,
  pick: (doc: PageDocument, id: string) => string | null,
): Outcome {
  const id = editor.ui.selectedId;
  if (id === null) return failure('Nothing is selected.');
  const next = pick(editor.doc, id);
  if (next === null) return OK;
  editor.setUi({ selectedId: next });
  return OK;
}

function sibling(doc: PageDocument, id: string, step: 1 | -1): string | null {
  const position = positionOf(doc, id);
  if (!position) return null;
  const list = position.parentId === null ? doc.sections : childrenOf(findNode(doc, position.parentId)!.node);
  return list[position.index + step]?.id ?? null;
}

// ——— the commands ————————————————————————————————————————————————————————————

export const commands: Registry = {
  select: {
    history: false,
    run(editor, { id }) {
      if (id !== null && !getIndex(editor.doc).has(id)) return failure('That block no longer exists.');
      const patch: Partial<typeof editor.ui> = { selectedId: id };
      // Selecting something else ends inline text editing (SPEC §4: a click outside hides it).
      if (editor.ui.editingTextId !== null && editor.ui.editingTextId !== id) patch.editingTextId = null;
      // Selecting inside a popup keeps that popup open; selecting on the page keeps it as it was.
      const popupId = id === null ? null : (getIndex(editor.doc).get(id)?.popupId ?? null);
      if (popupId !== null) patch.openPopupId = popupId;
      editor.setUi(patch);
      return OK;
    },
  },
  hover: {
    history: false,
    run(editor, { id }) {
      editor.setUi({ hoveredId: id });
      return OK;
    },
  },
  selectParent: {
    history: false,
    run: (editor) => selectRelative(editor, (doc, id) => getIndex(doc).get(id)?.parentId ?? null),
  },
  selectFirstChild: {
    history: false,
    run: (editor) =>
      selectRelative(editor, (doc, id) => {
        const node = findNode(doc, id)?.node;
        return node ? (childrenOf(node)[0]?.id ?? null) : null;
      }),
  },
  selectPreviousSibling: {
    history: false,
    run: (editor) => selectRelative(editor, (doc, id) => sibling(doc, id, -1)),
  },
  selectNextSibling: {
    history: false,
    run: (editor) => selectRelative(editor, (doc, id) => sibling(doc, id, 1)),
  },
  setDevice: {
    history: false,
    run(editor, { device }) {
      editor.setUi({ device });
      return OK;
    },
  },
  setZoom: {
    history: false,
    run(editor, { zoom }) {
      editor.setUi({ zoom: zoom === 'fit' ? 'fit' : clampZoom(zoom) });
      return OK;
    },
  },
  zoomIn: {
    history: false,
    run(editor) {
      editor.setUi({ zoom: zoomIn(editor.ui.zoom, editor.ui.fitScale) });
      return OK;
    },
  },
  zoomOut: {
    history: false,
    run(editor) {
      editor.setUi({ zoom: zoomOut(editor.ui.zoom, editor.ui.fitScale) });
      return OK;
    },
  },
  zoomToFit: {
    history: false,
    run(editor) {
      editor.setUi({ zoom: 'fit' });
      return OK;
    },
  },
  togglePanel: {
    history: false,
    run(editor, { side, open }) {
      const panels = editor.ui.panels;
      editor.setUi({ panels: { ...panels, [side]: open ?? !panels[side] } });
      return OK;
    },
  },
  openPopup: {
    history: false,
    run(editor, { id }) {
      if (id !== null && findNode(editor.doc, id)?.node.type !== 'popup')
        return failure('That popup no longer exists.');
      const selected = editor.ui.selectedId;
      const selectedPopup = selected === null ? null : (getIndex(editor.doc).get(selected)?.popupId ?? null);
      editor.setUi({
        openPopupId: id,
        ...(selectedPopup !== null && selectedPopup !== id ? { selectedId: id } : {}),
      });
      return OK;
    },
  },
  insertElement: {
    history: true,
    run(editor, { key, target }) {
      if (!Object.hasOwn(editor.registry, key)) return failure(`Unknown element type “${key}”.`);
      const { node, texts } = newElement(editor.registry, key, editor.ids);
      return editor.change(
        `Add ${editor.registry[key].label}`,
        (doc) => insertAt(doc, target, node, texts, editor),
        {
          select: 'result',
        },
      );
    },
  },
  insertSection: {
    history: true,
    run(editor, { target, kind, menuId = null }) {
      const { node, texts } =
        kind === undefined
          ? { node: createSection({}, { ids: editor.ids }), texts: {} }
          : specialSection(editor.registry, kind, editor.ids, { menuId });
      return editor.change(`Add ${kind ?? 'section'}`, (doc) => insertAt(doc, target, node, texts, editor), {
        select: 'result',
      });
    },
  },
  insertRow: {
    history: true,
    run(editor, { target, layout }) {
      const row = newRow(editor.ids, layout);
      return editor.change('Add row', (doc) => insertAt(doc, target, row, {}, editor), { select: 'result' });
    },
  },
  insertColumn: {
    history: true,
    run(editor, { rowId }) {
      const row = findNode(editor.doc, rowId)?.node;
      if (row?.type !== 'row') return failure('Select a row to add a column to.');
      if (row.columns.length >= 10) return failure('A row holds at most 10 columns.');
      const column = createRow([100], {}, { ids: editor.ids }).columns[0]!;
      return editor.change(
        'Add column',
        (doc) => insertNode(doc, { parentId: rowId }, column, { ids: editor.ids }),
        {
          select: 'result',
        },
      );
    },
  },
  insertNodes: {
    history: true,
    run(editor, { target, nodes, texts }) {
      if (nodes.length === 0) return failure(PASTE_MESSAGES.empty);
      const fresh = withFreshIds(flattenPopups(nodes), texts, editor);
      return editor.change(
        'Insert blocks',
        (doc) => insertMany(doc, target, fresh.nodes, fresh.texts, editor),
        {
          select: 'result',
        },
      );
    },
  },
  move: {
    history: true,
    run(editor, { id, target }) {
      if (isNoopMove(editor.doc, id, target)) return OK;
      return editor.change(`Move ${nodeLabel(editor.doc, id)}`, (doc) => moveTo(doc, id, target, editor), {
        select: id,
      });
    },
  },
  moveUp: {
    history: true,
    run(editor, { id }) {
      const position = positionOf(editor.doc, id);
      if (!position) return failure('That block no longer exists.');
      if (position.index === 0) return OK;
      return editor.change(
        'Move up',
        (doc) => moveNode(doc, id, { parentId: position.parentId, index: position.index - 1 }),
        {
          select: id,
        },
      );
    },
  },
  moveDown: {
    history: true,
    run(editor, { id }) {
      const position = positionOf(editor.doc, id);
      if (!position) return failure('That block no longer exists.');
      if (position.index >= position.length - 1) return OK;
      return editor.change(
        'Move down',
        (doc) => moveNode(doc, id, { parentId: position.parentId, index: position.index + 1 }),
        {
          select: id,
        },
      );
    },
  },
  duplicate: {
    history: true,
    run(editor, { id }) {
      return editor.change(
        `Duplicate ${nodeLabel(editor.doc, id)}`,
        (doc) => duplicateNode(doc, id, { ids: editor.ids }),
        {
          select: 'result',
        },
      );
    },
  },
  remove: {
    history: true,
    run(editor, { id }) {
      const entry = getIndex(editor.doc).get(id);
      if (!entry) return failure('That block no longer exists.');
      const selected = editor.ui.selectedId;
      const losesSelection = selected !== null && (selected === id || isWithin(editor.doc, selected, id));
      const outcome = editor.change(`Delete ${nodeLabel(editor.doc, id)}`, (doc) => removeNode(doc, id), {
        ...(losesSelection ? { select: entry.parentId } : {}),
      });
      if (outcome.ok) editor.pruneUi();
      return outcome;
    },
  },
  copy: {
    history: false,
    run(editor, { id }) {
      const payload = copyPayload(editor.doc, [id]);
      if (!payload) return failure('Nothing to copy.');
      return { ...OK, payload };
    },
  },
  paste: {
    history: true,
    run(editor, { text, anchorId }) {
      const read: PasteRead = readClipboard(text, editor.registry);
      if (!read.ok) return failure(read.message);
      const nodes = flattenPopups(read.nodes);
      const first = nodes[0]!;
      const anchor = anchorId === undefined ? editor.ui.selectedId : anchorId;
      const kind = first.type === 'row' ? 'row' : placementKindOf(editor.doc, first);
      // A row pasted onto an element or column goes in as a nested row.
      const anchorType = anchor === null ? null : getIndex(editor.doc).get(anchor)?.type;
      const effective =
        kind === 'row' && (anchorType === 'element' || anchorType === 'column') ? 'nested-row' : kind;
      const target = pasteTarget(editor.doc, effective, anchor);
      if (target === null) return failure(`A ${first.type} cannot be pasted there. Select a row first.`);
      const fresh = withFreshIds(nodes, read.texts, editor);
      const outcome = editor.change(
        'Paste',
        (doc) => insertMany(doc, target, fresh.nodes, fresh.texts, editor),
        {
          select: 'result',
        },
      );
      return { ...outcome, repairs: read.repairs };
    },
  },
  updateOptions: {
    history: true,
    run(editor, { id, patch, coalesceKey }) {
      return editor.change(
        'Change settings',
        (doc) => {
          const found = findNode(doc, id);
          if (!found) return refuse('not-found', 'That block no longer exists.');
          const { node } = found;
          if (node.type === 'element' && Object.hasOwn(editor.registry, node.key)) {
            const merged = mergeOptions(node.options, patch);
            if (merged === node.options) return done(doc, id);
            const checked = editor.registry[node.key as ElementKey].schema.safeParse(merged);
            if (!checked.success) {
              const issue = checked.error.issues[0];
              const where = issue?.path.join('.') ?? '';
              return refuse(
                'invalid-options',
                `${where ? `${where}: ` : ''}${issue?.message ?? 'Invalid value.'}`,
              );
            }
          }
          return updateOptions(doc, id, patch);
        },
        coalesceKey === undefined ? {} : { coalesceKey },
      );
    },
  },
  setText: {
    history: true,
    run(editor, { id, html, coalesceKey }) {
      return editor.change('Edit text', (doc) => setText(doc, id, html), coalesceKey ? { coalesceKey } : {});
    },
  },
  resizeColumns: {
    history: true,
    run(editor, { rowId, divider, delta, fromMark }) {
      return editor.change('Resize columns', (doc) => resizeColumns(doc, rowId, divider, delta), {
        ...(fromMark ? { fromMark: true } : {}),
      });
    },
  },
  setColumnLayout: {
    history: true,
    run(editor, { rowId, layout }) {
      return editor.change('Change column layout', (doc) =>
        setColumnLayout(doc, rowId, layout, { ids: editor.ids }),
      );
    },
  },
  cycleVisibility: {
    history: true,
    run(editor, { id }) {
      return editor.change('Change visibility', (doc) => cycleVisibility(doc, id));
    },
  },
  updateTheme: {
    history: true,
    run(editor, { patch, coalesceKey }) {
      return editor.change(
        'Change theme',
        (doc) => updateTheme(doc, patch),
        coalesceKey ? { coalesceKey } : {},
      );
    },
  },
  addPopup: {
    history: true,
    run(editor, { name }) {
      const outcome = editor.change(
        'Add popup',
        (doc) => insertPopup(doc, name.trim() || 'Popup', { ids: editor.ids }),
        {
          select: 'result',
        },
      );
      if (outcome.ok && outcome.id) editor.setUi({ openPopupId: outcome.id });
      return outcome;
    },
  },
  rename: {
    history: true,
    run(editor, { id, name }) {
      const trimmed = name.trim().slice(0, 120);
      return editor.change('Rename', (doc) => {
        const found = findNode(doc, id);
        if (!found) return refuse('not-found', 'That block no longer exists.');
        const { node, entry } = found;
        if (node.type === 'popup') {
          if (node.name === (trimmed || 'Popup')) return done(doc, id);
          return done(
            { ...doc, popups: doc.popups.map((p) => (p.id === id ? { ...p, name: trimmed || 'Popup' } : p)) },
            id,
          );
        }
        if (node.type !== 'section') return refuse('invalid-parent', 'Only sections and popups have names.');
        if ((node.name ?? '') === trimmed) return done(doc, id);
        const renamed = { ...node };
        if (trimmed) renamed.name = trimmed;
        else delete renamed.name;
        const position = entry.path;
        const replace = (sections: typeof doc.sections) =>
          sections.map((s, i) => (i === position.steps[0] ? renamed : s));
        if (position.popup === null) return done({ ...doc, sections: replace(doc.sections) }, id);
        return done(
          {
            ...doc,
            popups: doc.popups.map((p, i) =>
              i === position.popup ? { ...p, sections: replace(p.sections) } : p,
            ),
          },
          id,
        );
      });
    },
  },
  undo: { history: false, run: (editor) => editor.undo() },
  redo: { history: false, run: (editor) => editor.redo() },
};

function isWithin(doc: PageDocument, id: string, ancestorId: string): boolean {
  const index = getIndex(doc);
  let entry = index.get(id);
  while (entry !== undefined) {
    if (entry.id === ancestorId) return true;
    entry = entry.parentId === null ? undefined : index.get(entry.parentId);
  }
  return false;
}

/** Runs a command by name; extras (a copied payload, paste repairs) come back beside the outcome. */
export function runCommand<K extends CommandName>(
  editor: EditorEngine,
  name: K,
  args: CommandArgs[K],
): CommandOutcome {
  return commands[name].run(editor, args);
}
