import { getText } from '@tessera/document';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestEditor, waitFor } from '../../test/test-editor.tsx';
import { runCommand } from '../model/commands.ts';

/** SPEC §4 inline text editing on the canvas: open by a click, type, format, close. */

let editor: TestEditor;
beforeEach(async () => {
  editor = await TestEditor.open();
  editor.layoutTestDocument();
});
afterEach(() => editor.close());

const headlineText = () => getText(editor.doc, editor.ids.headline);

/** Clicks the headline on the canvas and waits for the (lazily loaded) text editor. */
async function openHeadline(): Promise<HTMLElement> {
  await editor.select(editor.ids.headline);
  return waitFor(() => editor.textbox);
}

describe('inline text editing', () => {
  it('opens on a click on a text element, in place of the node toolbar', async () => {
    await editor.select(editor.ids.button2);
    expect(editor.ui.editingTextId).toBeNull();
    expect(editor.root.querySelector('[data-testid="node-bar"]')).not.toBeNull();

    const box = await openHeadline();
    expect(editor.ui.selectedId).toBe(editor.ids.headline);
    expect(editor.ui.editingTextId).toBe(editor.ids.headline);
    expect(box.getAttribute('role')).toBe('textbox');
    expect(box.textContent).toBe('Hello');
    await waitFor(() => editor.root.querySelector('[aria-label="Text formatting"]'), 2_000);
    expect(editor.root.querySelector('[data-testid="node-bar"]')).toBeNull();
  });

  it('reaches the document a moment after typing stops, and all of it when editing ends', async () => {
    await openHeadline();
    await editor.typeText(' world');
    // Still typing: nothing reached the document yet.
    expect(headlineText()).toBe('<p>Hello</p>');
    await editor.settle(800);
    expect(headlineText()).toBe('<p>Hello world</p>');

    await editor.typeText('!');
    await editor.press('Escape');
    expect(editor.ui.editingTextId).toBeNull();
    expect(headlineText()).toBe('<p>Hello world!</p>');
    expect(editor.canvasNode(editor.ids.headline).textContent).toBe('Hello world!');
    // The typing is undone in one step per pause, back to the text before editing.
    await editor.press('z', { mod: true });
    await editor.press('z', { mod: true });
    expect(headlineText()).toBe('<p>Hello</p>');
  });

  it('keeps a heading a heading: no empty paragraph is added after it', async () => {
    await editor.act(() =>
      runCommand(editor.engine, 'setText', { id: editor.ids.headline, html: '<h1>Hello</h1>' }),
    );
    await openHeadline();
    await editor.typeText(' world');
    await editor.press('Escape');
    expect(headlineText()).toBe('<h1>Hello world</h1>');
  });

  it('formats the selection from its toolbar', async () => {
    const box = await openHeadline();
    const text = (box as HTMLElement & { editor: { commands: { selectAll(): boolean } } }).editor;
    await editor.act(() => text.commands.selectAll());
    await editor.click(editor.button('Bold'));
    await editor.press('Escape');
    expect(headlineText()).toBe('<p><strong>Hello</strong></p>');
  });

  it('ends on a click outside the text, and leaves the text as it was when nothing was typed', async () => {
    await openHeadline();
    const steps = editor.engine.documentStore.getState().history.past.length;
    await editor.click(editor.region('Add and arrange'));
    expect(editor.ui.editingTextId).toBeNull();
    expect(headlineText()).toBe('<p>Hello</p>');
    expect(editor.engine.documentStore.getState().history.past.length).toBe(steps);
    expect(editor.canvasNode(editor.ids.headline).textContent).toBe('Hello');
  });
});
