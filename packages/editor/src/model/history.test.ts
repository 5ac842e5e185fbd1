import { findNode, type PageDocument } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import { runCommand } from './commands.ts';
import { COALESCE_WINDOW_MS, HISTORY_LIMIT } from './history.ts';
import { testEditor } from './test-document.ts';

function optionOf(doc: PageDocument, id: string, key: string): unknown {
  const found = findNode(doc, id);
  return found?.node.type === 'element' ? found.node.options[key] : undefined;
}

describe('transactions', () => {
  it('a colour-picker drag is one undo step', () => {
    const { editor, ids } = testEditor();
    const before = editor.doc;
    editor.begin('Pick colour');
    for (const colour of ['#111111', '#222222', '#333333', '#444444'])
      runCommand(editor, 'updateOptions', { id: ids.button, patch: { BackgroundColor: colour } });
    expect(editor.documentStore.getState().history.past).toHaveLength(0);
    editor.commit();
    expect(editor.documentStore.getState().history.past).toHaveLength(1);
    expect(optionOf(editor.doc, ids.button, 'BackgroundColor')).toBe('#444444');
    editor.undo();
    expect(editor.doc).toBe(before);
    editor.redo();
    expect(optionOf(editor.doc, ids.button, 'BackgroundColor')).toBe('#444444');
  });

  it('a column resize applies the total movement from the mark and is one step', () => {
    const { editor, ids } = testEditor();
    const before = editor.doc;
    editor.begin('Resize columns');
    for (const delta of [2, 5, 9, 12])
      runCommand(editor, 'resizeColumns', { rowId: ids.nestedRow, divider: 0, delta, fromMark: true });
    editor.commit();
    const row = findNode(editor.doc, ids.nestedRow)?.node;
    expect(row?.type === 'row' && row.columns.map((c) => c.width)).toEqual([62, 38]);
    expect(editor.documentStore.getState().history.past).toHaveLength(1);
    editor.undo();
    expect(editor.doc).toBe(before);
  });

  it('cancel returns to the mark and records nothing', () => {
    const { editor, ids } = testEditor();
    const before = editor.doc;
    editor.begin('Pick colour');
    runCommand(editor, 'updateOptions', { id: ids.button, patch: { BackgroundColor: '#abcdef' } });
    editor.cancel();
    expect(editor.doc).toBe(before);
    expect(editor.canUndo()).toBe(false);
  });

  it('a transaction with no change records nothing', () => {
    const { editor } = testEditor();
    editor.begin('Nothing');
    editor.commit();
    expect(editor.canUndo()).toBe(false);
  });

  it('undo during an open transaction commits it first, then undoes it whole', () => {
    const { editor, ids } = testEditor();
    const before = editor.doc;
    editor.begin('Drag');
    runCommand(editor, 'updateOptions', { id: ids.button, patch: { BackgroundColor: '#010101' } });
    runCommand(editor, 'updateOptions', { id: ids.button, patch: { BackgroundColor: '#020202' } });
    editor.undo();
    expect(editor.doc).toBe(before);
    expect(editor.inTransaction).toBe(false);
  });

  it('a multi-node paste is one step', () => {
    const { editor, ids } = testEditor();
    const text = JSON.stringify({
      format: 'tessera/nodes',
      version: 1,
      nodes: [findNode(editor.doc, ids.headline)!.node, findNode(editor.doc, ids.image)!.node],
      texts: {},
    });
    runCommand(editor, 'paste', { text, anchorId: ids.button2 });
    expect(editor.documentStore.getState().history.past).toHaveLength(1);
    const column = findNode(editor.doc, ids.c3)?.node;
    expect(column?.type === 'column' && column.children).toHaveLength(3);
  });
});

describe('coalescing typed edits', () => {
  it('keystrokes in one field within the window are one step', () => {
    const { editor, ids, clock } = testEditor();
    const before = editor.doc;
    for (const text of ['G', 'Go', 'Go n', 'Go now']) {
      runCommand(editor, 'updateOptions', {
        id: ids.button,
        patch: { Text: text },
        coalesceKey: `${ids.button}:Text`,
      });
      clock.now += 200;
    }
    expect(editor.documentStore.getState().history.past).toHaveLength(1);
    editor.undo();
    expect(editor.doc).toBe(before);
  });

  it('a pause or another field starts a new step', () => {
    const { editor, ids, clock } = testEditor();
    runCommand(editor, 'updateOptions', { id: ids.button, patch: { Text: 'A' }, coalesceKey: 'k1' });
    clock.now += COALESCE_WINDOW_MS + 1;
    runCommand(editor, 'updateOptions', { id: ids.button, patch: { Text: 'AB' }, coalesceKey: 'k1' });
    runCommand(editor, 'updateOptions', { id: ids.button, patch: { SubText: 'x' }, coalesceKey: 'k2' });
    expect(editor.documentStore.getState().history.past).toHaveLength(3);
  });
});

describe('selection and history', () => {
  it('selection is not history, and undo restores the selection of the step', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'select', { id: ids.paragraph });
    runCommand(editor, 'duplicate', { id: ids.paragraph });
    const copy = editor.ui.selectedId;
    expect(copy).not.toBe(ids.paragraph);
    runCommand(editor, 'select', { id: ids.headline });
    expect(editor.documentStore.getState().history.past).toHaveLength(1);
    editor.undo();
    expect(editor.ui.selectedId).toBe(ids.paragraph);
    editor.redo();
    expect(editor.ui.selectedId).toBe(copy);
  });

  it('deleting the selection selects its parent; undo brings both back', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'select', { id: ids.paragraph });
    runCommand(editor, 'remove', { id: ids.nestedRow });
    expect(editor.ui.selectedId).toBe(ids.c1);
    editor.undo();
    expect(editor.ui.selectedId).toBe(ids.paragraph);
  });

  it('a new edit clears redo', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'cycleVisibility', { id: ids.button });
    editor.undo();
    expect(editor.canRedo()).toBe(true);
    runCommand(editor, 'cycleVisibility', { id: ids.image });
    expect(editor.canRedo()).toBe(false);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    const { editor, ids } = testEditor();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) runCommand(editor, 'cycleVisibility', { id: ids.button });
    expect(editor.documentStore.getState().history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('the revision moves on every document change, undo and redo included', () => {
    const { editor, ids } = testEditor();
    const revision = () => editor.documentStore.getState().revision;
    runCommand(editor, 'cycleVisibility', { id: ids.button });
    expect(revision()).toBe(1);
    runCommand(editor, 'select', { id: ids.button });
    expect(revision()).toBe(1);
    editor.undo();
    editor.redo();
    expect(revision()).toBe(3);
  });

  it('replacing the document clears history and drops a selection that is gone', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'select', { id: ids.paragraph });
    runCommand(editor, 'cycleVisibility', { id: ids.button });
    editor.replaceDocument({ ...editor.doc, sections: [], popups: [], texts: {} });
    expect(editor.canUndo()).toBe(false);
    expect(editor.ui.selectedId).toBeNull();
  });

  it('replacing with a repaired copy keeps history: undo goes back from the copy', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'cycleVisibility', { id: ids.button });
    const beforeStep = editor.documentStore.getState().history.past[0]!.before;
    const repaired = { ...editor.doc, texts: { ...editor.doc.texts } };
    editor.replaceDocument(repaired, 'keep');
    expect(editor.doc).toBe(repaired);
    editor.undo();
    expect(editor.doc).toBe(beforeStep);
  });

  it('taking the other version is one undo step that brings the own version back', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'cycleVisibility', { id: ids.button });
    const mine = editor.doc;
    const theirs = { ...editor.doc, sections: [], popups: [], texts: {} };
    editor.replaceDocument(theirs, { step: 'Load the latest version' });
    expect(editor.doc).toBe(theirs);
    expect(editor.documentStore.getState().history.past.at(-1)?.label).toBe('Load the latest version');
    editor.undo();
    expect(editor.doc).toBe(mine);
    editor.redo();
    expect(editor.doc).toBe(theirs);
  });
});
