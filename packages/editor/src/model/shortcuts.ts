import type { CommandName } from './commands.ts';

/** A key press, as the shortcut table reads it (the parts of KeyboardEvent it needs). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export type ShortcutAction =
  | {
      command: Extract<
        CommandName,
        'undo' | 'redo' | 'selectParent' | 'selectFirstChild' | 'selectPreviousSibling' | 'selectNextSibling'
      >;
    }
  | { command: Extract<CommandName, 'remove' | 'duplicate' | 'moveUp' | 'moveDown'>; needsSelection: true }
  | { command: 'deselect' };

/** Zoom keys: Ctrl (Cmd) + plus, minus and 0. They work wherever focus is, fields included. */
export type ZoomShortcut = { command: Extract<CommandName, 'zoomIn' | 'zoomOut' | 'zoomToFit'> };

/** Ctrl/Cmd + = or + zooms in, − zooms out, 0 goes back to fit (100 % when the page fits). */
export function zoomShortcutFor(press: KeyPress, isMac: boolean): ZoomShortcut | null {
  const mod = isMac ? press.metaKey : press.ctrlKey;
  if (!mod || press.altKey) return null;
  switch (press.key) {
    case '=':
    case '+':
      return { command: 'zoomIn' };
    case '-':
    case '_':
      return { command: 'zoomOut' };
    case '0':
      return { command: 'zoomToFit' };
    default:
      return null;
  }
}

/**
 * The editor's keyboard shortcuts. Ctrl on Windows and Linux is Cmd on macOS. Copy and paste are
 * not here: they go through the clipboard events, so the system clipboard is used.
 */
export function shortcutFor(press: KeyPress, isMac: boolean): ShortcutAction | ZoomShortcut | null {
  const zoom = zoomShortcutFor(press, isMac);
  if (zoom) return zoom;
  const mod = isMac ? press.metaKey : press.ctrlKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (mod && !press.altKey) {
    if (key === 'z') return { command: press.shiftKey ? 'redo' : 'undo' };
    if (key === 'y' && !isMac) return { command: 'redo' };
    if (key === 'd' && !press.shiftKey) return { command: 'duplicate', needsSelection: true };
    return null;
  }
  if (press.ctrlKey || press.metaKey) return null;
  if (press.altKey) {
    if (key === 'ArrowUp') return { command: 'moveUp', needsSelection: true };
    if (key === 'ArrowDown') return { command: 'moveDown', needsSelection: true };
    return null;
  }
  switch (key) {
    case 'Delete':
    case 'Backspace':
      return { command: 'remove', needsSelection: true };
    case 'ArrowUp':
      return { command: 'selectParent' };
    case 'ArrowDown':
      return { command: 'selectFirstChild' };
    case 'ArrowLeft':
      return { command: 'selectPreviousSibling' };
    case 'ArrowRight':
      return { command: 'selectNextSibling' };
    case 'Escape':
      return { command: 'deselect' };
    default:
      return null;
  }
}

/** Keys typed into a field or the text editor belong to it, not to the editor's shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (target === null || typeof (target as { closest?: unknown }).closest !== 'function') return false;
  const element = target as Element;
  return (
    element.closest(
      // Radios, checkboxes and buttons take no typing: the editor's keys still work there.
      'input:not([type="radio"]):not([type="checkbox"]):not([type="button"]):not([type="range"]):not([type="color"]), textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"], [role="dialog"]',
    ) !== null
  );
}

/**
 * Controls that move with the arrow keys themselves (radio groups, tabs, sliders, splitters, the
 * layers tree, and lists marked `data-arrow-keys` such as the palette).
 */
export function usesArrowKeys(target: EventTarget | null): boolean {
  if (target === null || typeof (target as { closest?: unknown }).closest !== 'function') return false;
  return (
    (target as Element).closest(
      'input[type="radio"], input[type="range"], [role="radiogroup"], [role="tablist"], [role="menu"], [role="slider"], [role="separator"], [role="tree"], [data-arrow-keys]',
    ) !== null
  );
}

/** The shortcuts list the settings panel shows. */
export const SHORTCUT_HELP: ReadonlyArray<[keys: string, what: string]> = [
  ['Delete', 'Delete the selection'],
  ['Ctrl/Cmd + C, V, X', 'Copy, paste, cut'],
  ['Ctrl/Cmd + D', 'Duplicate'],
  ['Ctrl/Cmd + Z', 'Undo'],
  ['Ctrl/Cmd + Shift + Z', 'Redo'],
  ['↑ / ↓', 'Select the parent / first child'],
  ['← / →', 'Select the previous / next block'],
  ['Alt + ↑ / ↓', 'Move the selection up / down'],
  ['Esc', 'Clear the selection'],
  ['Ctrl/Cmd + + / −', 'Zoom in / out'],
  ['Ctrl/Cmd + 0', 'Zoom to fit (100% when the page fits)'],
];
