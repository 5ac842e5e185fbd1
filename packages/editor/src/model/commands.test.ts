import { findNode, getIndex, getText, type PageDocument, validateDocument } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { copyPayload, serializeClipboard } from './clipboard.ts';
import { type CommandArgs, type CommandName, commands, runCommand } from './commands.ts';
import type { EditorEngine } from './editor.ts';
import { type TestDocument, testEditor } from './test-document.ts';

type Ids = TestDocument['ids'];

interface Case<K extends CommandName> {
  name: string;
  command: K;
  args: (ids: Ids, editor: EditorEngine) => CommandArgs[K];
  /** What must hold after the command ran. */
  expect: (doc: PageDocument, ids: Ids, editor: EditorEngine) => void;
}

function node(doc: PageDocument, id: string) {
  const found = findNode(doc, id);
  if (!found) throw new Error(`no node ${id}`);
  return found.node;
}

function children(doc: PageDocument, id: string): string[] {
  const n = node(doc, id);
  if (n.type === 'column') return n.children.map((c) => c.id);
  if (n.type === 'row') return n.columns.map((c) => c.id);
  if (n.type === 'section') return n.rows.map((r) => r.id);
  return [];
}

function parentOf(doc: PageDocument, id: string): string | null {
  return getIndex(doc).get(id)?.parentId ?? null;
}

function copiedText(editor: EditorEngine, id: string): string {
  return serializeClipboard(copyPayload(editor.doc, [id])!);
}

// Every document-changing command, each at the top level and inside the nested row.
const cases: Case<CommandName>[] = [
  {
    name: 'insertElement into a top-level column',
    command: 'insertElement',
    args: (ids) => ({ key: 'paragraph', target: { parentId: ids.c2, index: 0 } }),
    expect: (doc, ids, editor) => {
      const [first] = children(doc, ids.c2);
      expect(node(doc, first!).type).toBe('element');
      expect(editor.ui.selectedId).toBe(first);
      expect(getText(doc, first!)).toContain('<p>');
    },
  },
  {
    name: 'insertElement into the nested row',
    command: 'insertElement',
    args: (ids) => ({ key: 'button', target: { parentId: ids.nc2, index: 0 } }),
    expect: (doc, ids) => expect(children(doc, ids.nc2)).toHaveLength(1),
  },
  {
    name: 'insertElement into an empty page wraps it in a section',
    command: 'insertElement',
    args: () => ({ key: 'headline', target: { parentId: null, index: 0, wrap: 'section' } }),
    expect: (doc, _ids, editor) => {
      const id = editor.ui.selectedId!;
      const section = doc.sections[0]!;
      expect(section.rows[0]!.columns[0]!.children[0]!.id).toBe(id);
    },
  },
  {
    name: 'insertSection (special Header)',
    command: 'insertSection',
    args: () => ({ target: { parentId: null, index: 0 }, kind: 'Header' }),
    expect: (doc) => {
      expect(doc.sections[0]!.kind).toBe('Header');
      expect(doc.sections[0]!.rows[0]!.columns).toHaveLength(2);
    },
  },
  {
    name: 'insertSection (special Menu) showing a site menu',
    command: 'insertSection',
    args: () => ({ target: { parentId: null, index: 0 }, kind: 'Menu', menuId: 7 }),
    expect: (doc) => {
      const nav = doc.sections[0]!.rows[0]!.columns[0]!.children[0]!;
      expect(nav.type === 'element' && nav.key).toBe('navigation');
      expect(nav.type === 'element' && nav.options.menuId).toBe(7);
    },
  },
  {
    name: 'insertRow with a column layout preset',
    command: 'insertRow',
    args: (ids) => ({ target: { parentId: ids.s2, index: 1 }, layout: [25, 75] }),
    expect: (doc, ids) => {
      const rowId = children(doc, ids.s2)[1]!;
      const row = node(doc, rowId);
      expect(row.type === 'row' && row.columns.map((c) => c.width)).toEqual([25, 75]);
    },
  },
  {
    name: 'insertRow inside the nested row (a second nesting level)',
    command: 'insertRow',
    args: (ids) => ({ target: { parentId: ids.nc2, index: 0 }, layout: [50, 50] }),
    expect: (doc, ids) => expect(node(doc, children(doc, ids.nc2)[0]!).type).toBe('row'),
  },
  {
    name: 'insertColumn into the nested row',
    command: 'insertColumn',
    args: (ids) => ({ rowId: ids.nestedRow }),
    expect: (doc, ids) => {
      const row = node(doc, ids.nestedRow);
      expect(row.type === 'row' && row.columns.length).toBe(3);
      expect(row.type === 'row' && row.columns.reduce((sum, c) => sum + c.width, 0)).toBeCloseTo(100, 2);
    },
  },
  {
    name: 'move an element out of the nested row',
    command: 'move',
    args: (ids) => ({ id: ids.paragraph, target: { parentId: ids.c2, index: 1 } }),
    expect: (doc, ids) => {
      expect(parentOf(doc, ids.paragraph)).toBe(ids.c2);
      expect(getText(doc, ids.paragraph)).toBe('<p>Nested text</p>');
    },
  },
  {
    name: 'move an element within the nested row (after its sibling)',
    command: 'move',
    args: (ids) => ({ id: ids.paragraph, target: { parentId: ids.nc1, index: 2 } }),
    expect: (doc, ids) => expect(children(doc, ids.nc1)).toEqual([ids.button, ids.paragraph]),
  },
  {
    name: 'move the nested row into another section (wrapped in a row)',
    command: 'move',
    args: (ids) => ({ id: ids.nestedRow, target: { parentId: ids.s2, index: 1 } }),
    expect: (doc, ids) => expect(parentOf(doc, ids.nestedRow)).toBe(ids.s2),
  },
  {
    name: 'move a section',
    command: 'move',
    args: (ids) => ({ id: ids.s2, target: { parentId: null, index: 0 } }),
    expect: (doc, ids) => expect(doc.sections[0]!.id).toBe(ids.s2),
  },
  {
    name: 'move an element into an empty section position (wrap row)',
    command: 'move',
    args: (ids) => ({ id: ids.button2, target: { parentId: ids.s1, index: 1, wrap: 'row' } }),
    expect: (doc, ids) => expect(children(doc, ids.s1)).toHaveLength(2),
  },
  {
    name: 'moveUp inside the nested row',
    command: 'moveUp',
    args: (ids) => ({ id: ids.button }),
    expect: (doc, ids) => expect(children(doc, ids.nc1)).toEqual([ids.button, ids.paragraph]),
  },
  {
    name: 'moveDown a section',
    command: 'moveDown',
    args: (ids) => ({ id: ids.s1 }),
    expect: (doc, ids) => expect(doc.sections.map((s) => s.id)).toEqual([ids.s2, ids.s1]),
  },
  {
    name: 'duplicate an element in the nested row (texts copied)',
    command: 'duplicate',
    args: (ids) => ({ id: ids.paragraph }),
    expect: (doc, ids, editor) => {
      const list = children(doc, ids.nc1);
      expect(list).toHaveLength(3);
      const copy = list[1]!;
      expect(copy).not.toBe(ids.paragraph);
      expect(getText(doc, copy)).toBe('<p>Nested text</p>');
      expect(editor.ui.selectedId).toBe(copy);
    },
  },
  {
    name: 'duplicate a whole section',
    command: 'duplicate',
    args: (ids) => ({ id: ids.s1 }),
    expect: (doc) => expect(doc.sections).toHaveLength(3),
  },
  {
    name: 'remove an element from the nested row (its text goes too)',
    command: 'remove',
    args: (ids) => ({ id: ids.paragraph }),
    expect: (doc, ids) => {
      expect(getIndex(doc).has(ids.paragraph)).toBe(false);
      expect(JSON.stringify(doc.texts)).not.toContain('Nested text');
    },
  },
  {
    name: 'remove the nested row',
    command: 'remove',
    args: (ids) => ({ id: ids.nestedRow }),
    expect: (doc, ids) => expect(children(doc, ids.c1)).toEqual([ids.headline]),
  },
  {
    name: 'paste a copied element after the selection in the nested row',
    command: 'paste',
    args: (ids, editor) => ({ text: copiedText(editor, ids.button), anchorId: ids.paragraph }),
    expect: (doc, ids) => {
      const list = children(doc, ids.nc1);
      expect(list).toHaveLength(3);
      expect(list[1]).not.toBe(ids.button);
    },
  },
  {
    name: 'paste a copied section after a section',
    command: 'paste',
    args: (ids, editor) => ({ text: copiedText(editor, ids.s1), anchorId: ids.s2 }),
    expect: (doc) => {
      expect(doc.sections).toHaveLength(3);
      // Fresh ids everywhere, and the copied texts follow them.
      const copy = doc.sections[2]!;
      const headlineCopy = copy.rows[0]!.columns[0]!.children[0]!;
      expect(getText(doc, headlineCopy.id)).toBe('<p>Hello</p>');
    },
  },
  {
    name: 'insertNodes (several nodes, one step)',
    command: 'insertNodes',
    args: (ids, editor) => {
      const payload = copyPayload(editor.doc, [ids.headline, ids.image])!;
      return { target: { parentId: ids.nc2, index: 0 }, nodes: payload.nodes, texts: payload.texts };
    },
    expect: (doc, ids) => expect(children(doc, ids.nc2)).toHaveLength(2),
  },
  {
    name: 'updateOptions of an element in the nested row',
    command: 'updateOptions',
    args: (ids) => ({ id: ids.button, patch: { BackgroundColor: '#ff0000' } }),
    expect: (doc, ids) => {
      const n = node(doc, ids.button);
      expect(n.type === 'element' && n.options.BackgroundColor).toBe('#ff0000');
    },
  },
  {
    name: 'updateOptions of a section (nested option)',
    command: 'updateOptions',
    args: (ids) => ({ id: ids.s1, patch: { background: { color: '#111111' } } }),
    expect: (doc, ids) => {
      const n = node(doc, ids.s1);
      expect(n.type === 'section' && n.options.background.color).toBe('#111111');
      expect(n.type === 'section' && n.options.background.image.size).toBe('cover');
    },
  },
  {
    name: 'setText of an element in the nested row',
    command: 'setText',
    args: (ids) => ({ id: ids.paragraph, html: '<p>New</p>' }),
    expect: (doc, ids) => expect(getText(doc, ids.paragraph)).toBe('<p>New</p>'),
  },
  {
    name: 'resizeColumns of the nested row',
    command: 'resizeColumns',
    args: (ids) => ({ rowId: ids.nestedRow, divider: 0, delta: 15 }),
    expect: (doc, ids) => {
      const row = node(doc, ids.nestedRow);
      expect(row.type === 'row' && row.columns.map((c) => c.width)).toEqual([65, 35]);
    },
  },
  {
    name: 'resizeColumns stops at 10 %',
    command: 'resizeColumns',
    args: (ids) => ({ rowId: ids.r1, divider: 0, delta: 80 }),
    expect: (doc, ids) => {
      const row = node(doc, ids.r1);
      expect(row.type === 'row' && row.columns.map((c) => c.width)).toEqual([90, 10]);
    },
  },
  {
    name: 'setColumnLayout of the nested row (content of a dropped column kept)',
    command: 'setColumnLayout',
    args: (ids) => ({ rowId: ids.nestedRow, layout: [100] }),
    expect: (doc, ids) => {
      const row = node(doc, ids.nestedRow);
      expect(row.type === 'row' && row.columns).toHaveLength(1);
      expect(children(doc, ids.nc1)).toEqual([ids.paragraph, ids.button]);
    },
  },
  {
    name: 'cycleVisibility of an element in the nested row',
    command: 'cycleVisibility',
    args: (ids) => ({ id: ids.paragraph }),
    expect: (doc, ids) => {
      const n = node(doc, ids.paragraph);
      expect(n.type === 'element' && n.options.visibility).toBe('desktop');
    },
  },
  {
    name: 'updateTheme',
    command: 'updateTheme',
    args: () => ({ patch: { ButtonBackground: '#000000' } }),
    expect: (doc) => expect(doc.theme.ButtonBackground).toBe('#000000'),
  },
  {
    name: 'addPopup (opens it)',
    command: 'addPopup',
    args: () => ({ name: 'Exit offer' }),
    expect: (doc, _ids, editor) => {
      expect(doc.popups).toHaveLength(2);
      expect(editor.ui.openPopupId).toBe(doc.popups[1]!.id);
    },
  },
  {
    name: 'rename a section',
    command: 'rename',
    args: (ids) => ({ id: ids.s2, name: 'Pricing' }),
    expect: (doc, ids) => {
      const n = node(doc, ids.s2);
      expect(n.type === 'section' && n.name).toBe('Pricing');
    },
  },
];

describe('history commands: do, undo, redo', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const { editor, ids } = testEditor();
    const before = editor.doc;
    expect(commands[testCase.command].history).toBe(true);
    const outcome = runCommand(editor, testCase.command, testCase.args(ids, editor));
    expect(outcome).toMatchObject({ ok: true });
    const after = editor.doc;
    expect(after).not.toBe(before);
    expect(validateDocument(after).ok).toBe(true);
    testCase.expect(after, ids, editor);
    expect(editor.documentStore.getState().history.past).toHaveLength(1);

    expect(runCommand(editor, 'undo', {})).toEqual({ ok: true });
    // Exactly the document before, not an equal copy: nothing can drift.
    expect(editor.doc).toBe(before);
    expect(runCommand(editor, 'redo', {})).toEqual({ ok: true });
    expect(editor.doc).toBe(after);
  });

  it('covers every history command', () => {
    const historyCommands = (Object.keys(commands) as CommandName[]).filter((name) => commands[name].history);
    expect(new Set(cases.map((c) => c.command))).toEqual(new Set(historyCommands));
  });
});

describe('commands that do not record history', () => {
  const uiCases: Array<[CommandName, (ids: Ids) => CommandArgs[CommandName]]> = [
    ['select', (ids) => ({ id: ids.paragraph })],
    ['hover', (ids) => ({ id: ids.paragraph })],
    ['setDevice', () => ({ device: 'mobile' })],
    ['setZoom', () => ({ zoom: 1.5 })],
    ['zoomIn', () => ({})],
    ['zoomOut', () => ({})],
    ['zoomToFit', () => ({})],
    ['togglePanel', () => ({ side: 'left' })],
    ['openPopup', (ids) => ({ id: ids.popup })],
    ['copy', (ids) => ({ id: ids.paragraph })],
    ['selectParent', () => ({})],
    ['selectFirstChild', () => ({})],
    ['selectPreviousSibling', () => ({})],
    ['selectNextSibling', () => ({})],
  ];
  it.each(uiCases)('%s leaves the document and history alone', (name, args) => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'select', { id: ids.nestedRow });
    const before = editor.doc;
    expect(commands[name].history).toBe(false);
    runCommand(editor, name, args(ids) as never);
    expect(editor.doc).toBe(before);
    expect(editor.documentStore.getState().history.past).toHaveLength(0);
    expect(editor.canUndo()).toBe(false);
  });

  it('arrows walk parent, child and siblings (inside the nested row)', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'select', { id: ids.paragraph });
    runCommand(editor, 'selectNextSibling', {});
    expect(editor.ui.selectedId).toBe(ids.button);
    runCommand(editor, 'selectPreviousSibling', {});
    expect(editor.ui.selectedId).toBe(ids.paragraph);
    runCommand(editor, 'selectParent', {});
    expect(editor.ui.selectedId).toBe(ids.nc1);
    runCommand(editor, 'selectParent', {});
    expect(editor.ui.selectedId).toBe(ids.nestedRow);
    runCommand(editor, 'selectFirstChild', {});
    expect(editor.ui.selectedId).toBe(ids.nc1);
  });

  it('copy hands back a payload with the texts of the copied elements', () => {
    const { editor, ids } = testEditor();
    const outcome = runCommand(editor, 'copy', { id: ids.nestedRow });
    expect(outcome.ok && outcome.payload?.nodes[0]?.id).toBe(ids.nestedRow);
    expect(outcome.payload?.texts[ids.paragraph]).toBe('<p>Nested text</p>');
  });

  it('selecting inside a popup opens it and keeps it open while editing', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'select', { id: ids.popupSection });
    expect(editor.ui.openPopupId).toBe(ids.popup);
    runCommand(editor, 'updateOptions', { id: ids.popupSection, patch: { fullHeight: true } });
    expect(editor.ui.openPopupId).toBe(ids.popup);
  });
});

describe('refusals change nothing and say why', () => {
  it.each<[string, (ids: Ids) => [CommandName, unknown], RegExp]>([
    [
      'an invalid element option',
      (ids) => ['updateOptions', { id: ids.button, patch: { FontSize: 'huge' } }],
      /FontSize/,
    ],
    [
      'a javascript: link',
      (ids) => ['updateOptions', { id: ids.button, patch: { CustomLink: 'javascript:alert(1)' } }],
      /./,
    ],
    ['removing the last column of a row', (ids) => ['remove', { id: ids.c3 }], /row/i],
    [
      'moving a row into itself',
      (ids) => ['move', { id: ids.nestedRow, target: { parentId: ids.nc1, index: 0 } }],
      /itself/,
    ],
    [
      'a section into a column',
      (ids) => ['move', { id: ids.s2, target: { parentId: ids.c1, index: 0 } }],
      /cannot go/,
    ],
    [
      'an 11th column',
      (ids) => ['setColumnLayout', { rowId: ids.r1, layout: new Array(11).fill(10) }],
      /1 to 10/,
    ],
  ])('%s', (_name, make, message) => {
    const { editor, ids } = testEditor();
    const before = editor.doc;
    const [name, args] = make(ids);
    const outcome = runCommand(editor, name, args as never);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.message).toMatch(message);
    expect(editor.doc).toBe(before);
    expect(editor.canUndo()).toBe(false);
  });
});
