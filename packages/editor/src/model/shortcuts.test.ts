import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts.ts';
import { press } from './test-keys.ts';

describe('shortcutFor', () => {
  it.each([
    [press('Delete'), false, 'remove'],
    [press('Backspace'), false, 'remove'],
    [press('z', { ctrlKey: true }), false, 'undo'],
    [press('Z', { ctrlKey: true, shiftKey: true }), false, 'redo'],
    [press('y', { ctrlKey: true }), false, 'redo'],
    [press('z', { metaKey: true }), true, 'undo'],
    [press('z', { metaKey: true, shiftKey: true }), true, 'redo'],
    [press('d', { ctrlKey: true }), false, 'duplicate'],
    [press('d', { metaKey: true }), true, 'duplicate'],
    [press('ArrowUp'), false, 'selectParent'],
    [press('ArrowDown'), false, 'selectFirstChild'],
    [press('ArrowLeft'), false, 'selectPreviousSibling'],
    [press('ArrowRight'), false, 'selectNextSibling'],
    [press('ArrowUp', { altKey: true }), false, 'moveUp'],
    [press('Escape'), false, 'deselect'],
  ])('%o (mac %s) → %s', (keyPress, mac, command) => {
    expect(shortcutFor(keyPress, mac)?.command).toBe(command);
  });

  it('ignores Ctrl on a Mac and Cmd elsewhere, and plain letters', () => {
    expect(shortcutFor(press('z', { ctrlKey: true }), true)).toBeNull();
    expect(shortcutFor(press('z', { metaKey: true }), false)).toBeNull();
    expect(shortcutFor(press('a'), false)).toBeNull();
    // Copy and paste go through clipboard events, not the table.
    expect(shortcutFor(press('c', { ctrlKey: true }), false)).toBeNull();
  });
});
