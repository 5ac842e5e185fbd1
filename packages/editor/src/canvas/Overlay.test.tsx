import { findNode, getIndex, type RowNode } from '@tessera/document';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestEditor } from '../../test/test-editor.tsx';

/**
 * The overlay over the canvas: the selection's outline and tools, the hover outline, and the
 * column resize handles, measured from the nodes' boxes on the canvas (given by `layoutTestDocument`).
 */

let editor: TestEditor;
beforeEach(async () => {
  editor = await TestEditor.open();
  editor.layoutTestDocument();
});
afterEach(() => editor.close());

const outline = (testId: string) => {
  const element = editor.root.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  if (!element) return null;
  const { top, left, width, height } = element.style;
  return { top, left, width, height };
};
const columnWidths = () => editor.node<RowNode>(editor.ids.r1).columns.map((column) => column.width);

describe('selection outline and node tools', () => {
  it('outline the selected node where the canvas drew it, with its tools', async () => {
    await editor.select(editor.ids.image);
    expect(outline('selection-outline')).toEqual({
      top: '80px',
      left: '640px',
      width: '400px',
      height: '220px',
    });
    const tools = editor.root.querySelector<HTMLElement>('[data-testid="node-bar"]')!;
    expect(tools.getAttribute('aria-label')).toBe('Image tools');
    for (const name of ['Move Image', 'Select parent', 'Move up', 'Move down', 'Duplicate', 'Delete Image'])
      expect(editor.hasButton(name, tools)).toBe(true);
  });

  it('follow the zoom: the outline is the canvas box times the scale', async () => {
    await editor.select(editor.ids.image);
    await editor.act(() => editor.handle.canvas.setState({ scale: 0.5 }));
    expect(outline('selection-outline')).toEqual({
      top: '40px',
      left: '320px',
      width: '200px',
      height: '110px',
    });
  });

  it('run the commands of their buttons', async () => {
    await editor.select(editor.ids.button2);
    const tools = () => editor.root.querySelector<HTMLElement>('[data-testid="node-bar"]')!;
    await editor.click(editor.button('Duplicate', tools()));
    const column = findNode(editor.doc, editor.ids.c3)?.node;
    expect(column?.type === 'column' && column.children.length).toBe(2);
    // The copy is selected; it has no box on this canvas, so it has no tools to show.
    expect(editor.ui.selectedId).not.toBe(editor.ids.button2);

    await editor.select(editor.ids.button2);
    await editor.click(editor.button('Select parent', tools()));
    expect(editor.ui.selectedId).toBe(editor.ids.c3);

    await editor.select(editor.ids.button2);
    await editor.click(editor.button(/^Visibility: /, tools()));
    expect(findNode(editor.doc, editor.ids.button2)?.node.options.visibility).toBe('desktop');

    await editor.click(editor.button('Delete Button', tools()));
    expect(getIndex(editor.doc).has(editor.ids.button2)).toBe(false);
    // The tools follow the selection away from the deleted button.
    expect(editor.ui.selectedId).not.toBe(editor.ids.button2);
    expect(editor.root.querySelector('[data-testid="node-bar"]')?.getAttribute('aria-label')).not.toBe(
      'Button tools',
    );
  });

  it('draw no tools for a node the canvas does not show', async () => {
    editor.layout({ [editor.ids.button]: { top: 0, left: 0, width: 0, height: 0 } });
    await editor.select(editor.ids.button);
    expect(editor.ui.selectedId).toBe(editor.ids.button);
    expect(outline('selection-outline')).toBeNull();
    expect(editor.root.querySelector('[data-testid="node-bar"]')).toBeNull();
  });
});

describe('hover outline', () => {
  it('outlines and names the node under the pointer, apart from the selection', async () => {
    await editor.act(() =>
      editor
        .canvasNode(editor.ids.button2)
        .dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true })),
    );
    expect(editor.ui.hoveredId).toBe(editor.ids.button2);
    const hover = editor.root.querySelector<HTMLElement>('[data-testid="editor-overlay"] > div');
    expect(hover?.style.top).toBe('480px');
    expect(hover?.textContent).toBe('Button');
  });
});

describe('column resize handles', () => {
  it('sit between the columns of the selection row and move the divider by keyboard', async () => {
    await editor.select(editor.ids.image);
    const handle = editor.button('Resize columns 1 and 2');
    expect(handle.style.left).toBe('600px');
    expect(handle.getAttribute('aria-valuenow')).toBe('50');
    await editor.press('ArrowRight', {}, handle);
    expect(columnWidths()).toEqual([51, 49]);
    await editor.press('ArrowLeft', { shift: true }, handle);
    expect(columnWidths()).toEqual([46, 54]);
  });

  it('follow a pointer drag as one undo step, and a cancelled drag leaves the widths', async () => {
    await editor.select(editor.ids.image);
    const pointer = (type: string, clientX: number) =>
      editor.act(() =>
        editor
          .button('Resize columns 1 and 2')
          .dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, clientX, clientY: 300 })),
      );
    const before = editor.engine.documentStore.getState().history.past.length;
    await pointer('pointerdown', 600);
    await pointer('pointermove', 650);
    await pointer('pointermove', 700);
    expect(editor.root.textContent).toContain('60% | 40%');
    await pointer('pointerup', 700);
    expect(columnWidths()).toEqual([60, 40]);
    expect(editor.engine.documentStore.getState().history.past.length).toBe(before + 1);

    await pointer('pointerdown', 700);
    await pointer('pointermove', 500);
    await pointer('pointercancel', 500);
    expect(columnWidths()).toEqual([60, 40]);
  });
});
