import { getIndex, getText } from '@tessera/document';
import { elementRegistry } from '@tessera/elements';
import { describe, expect, it } from 'vitest';
import {
  CLIPBOARD_MAX_NODES,
  copyPayload,
  PASTE_MESSAGES,
  readClipboard,
  serializeClipboard,
} from './clipboard.ts';
import { runCommand } from './commands.ts';
import { testDocument, testEditor } from './test-document.ts';

describe('readClipboard', () => {
  it('reads back what copy wrote', () => {
    const { doc, ids } = testDocument();
    const text = serializeClipboard(copyPayload(doc, [ids.nestedRow])!);
    const read = readClipboard(text, elementRegistry);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.nodes[0]?.type).toBe('row');
    expect(read.repairs).toBe(0);
    expect(Object.values(read.texts)).toContain('<p>Nested text</p>');
  });

  it.each([
    ['plain text', 'hello world', PASTE_MESSAGES.notJson],
    ['broken JSON', '{"format":"tessera/nodes","nodes":[', PASTE_MESSAGES.notJson],
    ['JSON from elsewhere', '{"userId":1,"title":"delectus"}', PASTE_MESSAGES.foreign],
    ['a number', '42', PASTE_MESSAGES.foreign],
    ['an empty list', '[]', PASTE_MESSAGES.empty],
  ])('refuses %s with a clear message', (_name, text, message) => {
    expect(readClipboard(text, elementRegistry)).toEqual({ ok: false, message });
  });

  it('refuses a list with something that is not a node, naming the item', () => {
    const read = readClipboard(
      '[{"type":"element","key":"headline","id":"element-aaaaaaaaaaaa","prefix":"prefix-aaaaaaaaaaaa","options":{}}, {"type":"spaceship"}]',
      elementRegistry,
    );
    expect(read).toMatchObject({ ok: false });
    expect(!read.ok && read.message).toMatch(/item 2/);
  });

  it('refuses too many nodes', () => {
    const nodes = Array.from({ length: CLIPBOARD_MAX_NODES + 1 }, () => ({
      type: 'element',
      key: 'headline',
    }));
    expect(readClipboard(JSON.stringify(nodes), elementRegistry)).toEqual({
      ok: false,
      message: PASTE_MESSAGES.tooMany,
    });
  });

  it('repairs malformed nodes instead of trusting them', () => {
    const hostile = {
      type: 'element',
      id: 'element-<script>',
      key: 'button',
      prefix: 'nope',
      options: { Text: 'Buy', CustomLink: 'javascript:alert(1)', FontSize: 'huge', extra: { deep: true } },
    };
    const read = readClipboard(JSON.stringify(hostile), elementRegistry);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const node = read.nodes[0]!;
    expect(node.type).toBe('element');
    expect(node.id).toMatch(/^element-[A-Za-z0-9]+$/);
    if (node.type !== 'element') return;
    expect(node.options.Text).toBe('Buy');
    expect(node.options.CustomLink).toBe('');
    expect(typeof node.options.FontSize).toBe('number');
    expect(node.options).not.toHaveProperty('extra');
    expect(read.repairs).toBeGreaterThan(0);
  });

  it('accepts a whole page document and pastes its sections', () => {
    const { doc } = testDocument();
    const read = readClipboard(JSON.stringify(doc), elementRegistry);
    expect(read.ok && read.nodes.map((n) => n.type)).toEqual(['section', 'section']);
  });
});

describe('the paste command', () => {
  it('puts a refused paste nowhere and says why', () => {
    const { editor, ids } = testEditor();
    const before = editor.doc;
    const outcome = runCommand(editor, 'paste', { text: 'not json', anchorId: ids.paragraph });
    expect(outcome).toEqual({ ok: false, message: PASTE_MESSAGES.notJson });
    expect(editor.doc).toBe(before);
  });

  it('pastes a column only where a row is', () => {
    const { editor, ids } = testEditor();
    const text = serializeClipboard(copyPayload(editor.doc, [ids.nc2])!);
    const refused = runCommand(editor, 'paste', { text, anchorId: ids.s1 });
    expect(refused.ok).toBe(false);
    const pasted = runCommand(editor, 'paste', { text, anchorId: ids.r2 });
    expect(pasted.ok).toBe(true);
  });

  it('pasting the same content twice gives unique ids and keeps texts', () => {
    const { editor, ids } = testEditor();
    const text = serializeClipboard(copyPayload(editor.doc, [ids.headline])!);
    runCommand(editor, 'paste', { text, anchorId: ids.headline });
    runCommand(editor, 'paste', { text, anchorId: ids.headline });
    const index = getIndex(editor.doc);
    const column = editor.doc.sections[0]!.rows[0]!.columns[0]!;
    const pasted = column.children.slice(1, 3);
    expect(new Set(pasted.map((n) => n.id)).size).toBe(2);
    for (const node of pasted) {
      expect(index.has(node.id)).toBe(true);
      expect(getText(editor.doc, node.id)).toBe('<p>Hello</p>');
    }
  });

  it('a row pasted onto an element goes in as a nested row after it', () => {
    const { editor, ids } = testEditor();
    const text = serializeClipboard(copyPayload(editor.doc, [ids.r2])!);
    runCommand(editor, 'paste', { text, anchorId: ids.headline });
    const column = editor.doc.sections[0]!.rows[0]!.columns[0]!;
    expect(column.children.map((c) => c.type)).toEqual(['element', 'row', 'row']);
  });
});
