import type { KeyPress } from './shortcuts.ts';

/** A key pressed in the model tests: no modifier held unless `mods` says so. */
export const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
