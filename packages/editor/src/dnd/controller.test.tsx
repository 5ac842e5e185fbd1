import { type ColumnNode, findNode, getIndex } from '@tessera/document';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestEditor } from '../../test/test-editor.tsx';

/**
 * The drag controller over a real canvas: the drop target found by walking node boxes, the
 * indicator and its label, the drop itself, and refusals. Boxes are frame pixels (zoom 1, the
 * frame at the window's top left), given by `layoutTestDocument`.
 */

let editor: TestEditor;
beforeEach(async () => {
  editor = await TestEditor.open();
  editor.layoutTestDocument();
});
afterEach(() => editor.close());

const childrenOf = (columnId: string) => editor.node<ColumnNode>(columnId).children.map((child) => child.id);
const drop = () => editor.handle.drag.current;

describe('dragging over the canvas', () => {
  it('puts the indicator on the side of the node under the pointer, and drops a new element there', async () => {
    const controller = editor.handle.drag;
    await editor.act(() => {
      controller.start({ source: 'element', key: 'button', label: 'Button' });
      controller.move(600, 520);
    });
    expect(drop()?.label).toBe('Drop after this element');
    expect(drop()?.indicator).toEqual({ shape: 'line', left: 540, width: 200, top: 526, height: 4 });
    const indicator = editor.root.querySelector<HTMLElement>('[data-testid="drop-indicator"]');
    expect(indicator?.style.top).toBe('526px');

    await editor.act(() => controller.move(600, 485));
    expect(drop()?.label).toBe('Drop before this element');
    await editor.act(() => controller.drop(async () => ({ nodes: [], texts: {} })));
    const children = childrenOf(editor.ids.c3);
    expect(children).toHaveLength(2);
    expect(children[1]).toBe(editor.ids.button2);
    expect(findNode(editor.doc, children[0]!)?.node).toMatchObject({ type: 'element', key: 'button' });
    expect(editor.root.querySelector('[data-testid="drop-indicator"]')).toBeNull();
  });

  it('adds an element dragged from the palette where it is let go', async () => {
    await editor.drag(editor.button('Add Button'), [
      { x: 300, y: 300 },
      { x: 600, y: 520 },
    ]);
    const children = childrenOf(editor.ids.c3);
    expect(children).toHaveLength(2);
    expect(children[0]).toBe(editor.ids.button2);
    expect(findNode(editor.doc, children[1]!)?.node).toMatchObject({ type: 'element', key: 'button' });
  });

  it('moves a node where it is dropped, as one undo step', async () => {
    await editor.select(editor.ids.image);
    const before = editor.engine.documentStore.getState().history.past.length;
    await editor.drag(editor.button('Move Image'), [
      { x: 700, y: 200 },
      { x: 600, y: 485 },
    ]);
    expect(childrenOf(editor.ids.c3)).toEqual([editor.ids.image, editor.ids.button2]);
    expect(childrenOf(editor.ids.c2)).toEqual([]);
    expect(editor.engine.documentStore.getState().history.past.length).toBe(before + 1);
    await editor.press('z', { mod: true });
    expect(childrenOf(editor.ids.c2)).toEqual([editor.ids.image]);
  });

  it('says why a drop cannot go where the pointer is, and drops nothing', async () => {
    const { ids } = editor;
    const controller = editor.handle.drag;
    const doc = editor.doc;
    await editor.act(() => {
      controller.start({ source: 'node', id: ids.c1, label: 'Column' });
      controller.move(200, 200);
    });
    expect(drop()?.problem).toBe('A block cannot be dropped inside itself.');
    const overlay = editor.root.querySelector('[data-testid="editor-overlay"]')!;
    expect(overlay.querySelector('[role="status"]')?.textContent).toBe(
      'A block cannot be dropped inside itself.',
    );
    await editor.act(() => controller.drop(async () => ({ nodes: [], texts: {} })));
    expect(editor.doc).toBe(doc);

    await editor.act(() => editor.engine.setUi({ selectedId: ids.c1 }));
    await editor.drag(editor.button(/^Move Column/), [{ x: 200, y: 200 }]);
    expect(editor.notices.at(-1)).toEqual({
      tone: 'error',
      message: 'A block cannot be dropped inside itself.',
    });
    expect(editor.doc).toBe(doc);
  });

  it('finds nothing outside the canvas, and a drag let go there changes nothing', async () => {
    const controller = editor.handle.drag;
    const doc = editor.doc;
    await editor.act(() => {
      controller.start({ source: 'section', label: 'Section' });
      controller.move(1500, 300);
    });
    expect(drop()).toBeNull();
    await editor.act(() => controller.drop(async () => ({ nodes: [], texts: {} })));
    expect(editor.doc).toBe(doc);
    expect(getIndex(editor.doc).size).toBe(getIndex(doc).size);
  });

  it('measures the boxes once per drag: the canvas does not move while dragging', async () => {
    const controller = editor.handle.drag;
    await editor.act(() => {
      controller.start({ source: 'element', key: 'button', label: 'Button' });
      controller.move(600, 520);
    });
    const first = drop()?.target;
    editor.layout({ [editor.ids.s2]: { top: 0, left: 0, width: 10, height: 10 } });
    await editor.act(() => controller.move(600, 521));
    expect(drop()?.target).toEqual(first);
    await editor.act(() => controller.cancel());
  });
});
