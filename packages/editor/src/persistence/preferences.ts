import type { PanelSide, UiState } from '../model/ui-state.ts';

/**
 * What the editor remembers of a user's layout between visits, in browser storage under the key
 * the app gives (one per signed-in user): which side panels are shown. Never part of a design.
 */
export interface EditorPreferences {
  panels: Record<PanelSide, boolean>;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused outright (privacy settings): the layout then lasts for the visit.
    return null;
  }
}

/** The stored choices, each checked: anything unreadable is left to the defaults. */
export function readPreferences(key: string, storage: Storage | null = browserStorage()): Partial<UiState> {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return {};
  }
  const panels = (stored as { panels?: unknown } | null)?.panels as Record<string, unknown> | undefined;
  if (typeof panels !== 'object' || panels === null) return {};
  const left = panels.left;
  const right = panels.right;
  return typeof left === 'boolean' && typeof right === 'boolean' ? { panels: { left, right } } : {};
}

export function writePreferences(
  key: string,
  preferences: EditorPreferences,
  storage: Storage | null = browserStorage(),
): void {
  try {
    storage?.setItem(key, JSON.stringify(preferences));
  } catch {
    // A full or refused storage: the choice holds for this visit.
  }
}
