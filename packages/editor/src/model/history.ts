import type { PageDocument } from '@tessera/document';

/**
 * One undo step. Documents are immutable and tree operations copy only the path to the changed
 * node, so keeping the document before and after a step costs that path, not a whole copy: this
 * is a diff in all but name, and undo restores exactly the state the user saw.
 */
export interface HistoryEntry {
  readonly label: string;
  readonly before: PageDocument;
  readonly after: PageDocument;
  /** Selection to restore, so undo lands where the change was made. */
  readonly selectionBefore: string | null;
  readonly selectionAfter: string | null;
  /** Steps with the same key that follow each other quickly merge (typing in a field). */
  readonly coalesceKey?: string;
  readonly at: number;
}

/** An open transaction: everything until `commit` is one step, `cancel` returns to the mark. */
export interface HistoryMark {
  readonly label: string;
  readonly doc: PageDocument;
  readonly selection: string | null;
}

export interface HistoryState {
  readonly past: readonly HistoryEntry[];
  readonly future: readonly HistoryEntry[];
}

export const HISTORY_LIMIT = 300;
/** Keystrokes in one field within this window are one undo step. */
export const COALESCE_WINDOW_MS = 1200;

export const EMPTY_HISTORY: HistoryState = { past: [], future: [] };

/** Adds a step; a new step clears redo. Merges into the last step when the coalesce key matches. */
export function record(history: HistoryState, entry: HistoryEntry): HistoryState {
  const last = history.past[history.past.length - 1];
  if (
    last !== undefined &&
    entry.coalesceKey !== undefined &&
    last.coalesceKey === entry.coalesceKey &&
    history.future.length === 0 &&
    entry.at - last.at <= COALESCE_WINDOW_MS
  ) {
    const merged: HistoryEntry = {
      ...last,
      after: entry.after,
      selectionAfter: entry.selectionAfter,
      at: entry.at,
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  const past = history.past.length >= HISTORY_LIMIT ? history.past.slice(1) : history.past;
  return { past: [...past, entry], future: [] };
}

export function takeUndo(history: HistoryState): { entry: HistoryEntry; history: HistoryState } | null {
  const entry = history.past[history.past.length - 1];
  if (entry === undefined) return null;
  return { entry, history: { past: history.past.slice(0, -1), future: [...history.future, entry] } };
}

export function takeRedo(history: HistoryState): { entry: HistoryEntry; history: HistoryState } | null {
  const entry = history.future[history.future.length - 1];
  if (entry === undefined) return null;
  return { entry, history: { past: [...history.past, entry], future: history.future.slice(0, -1) } };
}
