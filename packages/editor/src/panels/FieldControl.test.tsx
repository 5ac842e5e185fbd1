import type { ElementNode } from '@tessera/document';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestEditor } from '../../test/test-editor.tsx';

/** Field controls of the settings panel, driven as a user does: select on the canvas, type, press keys. */

let editor: TestEditor;
beforeEach(async () => {
  editor = await TestEditor.open();
});
afterEach(() => editor.close());

const optionsOf = (id: string) => editor.node<ElementNode>(id).options as Record<string, unknown>;

describe('text fields', () => {
  it('write as they are typed, the canvas follows, and the typing is one undo step', async () => {
    await editor.select(editor.ids.button);
    const text = editor.field('Text');
    expect(text.value).toBe('Get Started');
    await editor.type(text, 'B');
    await editor.type(text, 'Buy');
    await editor.type(text, 'Buy now');
    expect(optionsOf(editor.ids.button).Text).toBe('Buy now');
    expect(editor.canvasNode(editor.ids.button).textContent).toContain('Buy now');

    await editor.blur(text);
    await editor.press('z', { mod: true });
    expect(optionsOf(editor.ids.button).Text).toBe('Get Started');
    expect(editor.field('Text').value).toBe('Get Started');
  });
});

describe('number fields', () => {
  it('clamp a bounded value to its range (SPEC §5) and step it with the arrow keys', async () => {
    await editor.select(editor.ids.button);
    const size = editor.field('Icon size');
    await editor.type(size, '200');
    expect(optionsOf(editor.ids.button).IconSize).toBe(96);
    await editor.blur(size);
    expect(editor.field('Icon size').value).toBe('96');

    await editor.press('ArrowDown', {}, editor.field('Icon size'));
    await editor.press('ArrowDown', {}, editor.field('Icon size'));
    expect(optionsOf(editor.ids.button).IconSize).toBe(94);
    expect(editor.field('Icon size').value).toBe('94');
  });

  it('keep a value of the device being edited, and give it back to the wider screens', async () => {
    await editor.select(editor.ids.headline);
    await editor.click(editor.button('Typography'));
    expect(editor.field('Font size').value).toBe('36');

    await editor.setDevice('mobile');
    expect(editor.ui.device).toBe('mobile');
    expect(editor.field('Font size').value).toBe('28');
    expect(editor.region('Settings').textContent).toContain('Only on mobile');
    await editor.type(editor.field('Font size'), '24');
    expect(optionsOf(editor.ids.headline).FontSize).toEqual({ desktop: 36, mobile: 24 });

    await editor.click(editor.button('Use the wider screen value on mobile'));
    expect(optionsOf(editor.ids.headline).FontSize).toEqual({ desktop: 36 });
    expect(editor.field('Font size').value).toBe('36');
    expect(editor.region('Settings').textContent).toContain('Same as tablet/desktop');
  });
});

describe('colour fields', () => {
  it('refuse a colour they cannot read and say why, keeping the stored one', async () => {
    await editor.select(editor.ids.button);
    await editor.click(editor.button('Button style'));
    const colour = editor.field('Background colour');
    const before = optionsOf(editor.ids.button).BackgroundColor;
    await editor.type(colour, 'not a colour!');
    expect(editor.fieldError('Background colour')).toBe('Use a colour such as #1f2937 or rgb(31, 41, 55).');
    expect(optionsOf(editor.ids.button).BackgroundColor).toBe(before);

    await editor.type(editor.field('Background colour'), '#ff0000');
    expect(editor.fieldError('Background colour')).toBeNull();
    expect(optionsOf(editor.ids.button).BackgroundColor).toBe('#ff0000');

    await editor.click(editor.button('Clear background colour (use the default)'));
    expect(optionsOf(editor.ids.button).BackgroundColor).toBe('');
  });
});

describe('conditional fields', () => {
  it('show a field only while its condition holds', async () => {
    await editor.select(editor.ids.button);
    expect(() => editor.field('Image width')).toThrow();
    await editor.click(editor.field('Show an image'));
    expect(optionsOf(editor.ids.button).ShowImage).toBe(true);
    expect(editor.field('Image width')).toBeDefined();
  });
});
