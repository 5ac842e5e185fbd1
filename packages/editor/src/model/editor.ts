import { getIndex, type IdGenerator, type PageDocument, randomIds, type TreeResult } from '@tessera/document';
import type { ElementRegistry } from '@tessera/elements';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { EMPTY_HISTORY, type HistoryMark, type HistoryState, record, takeRedo, takeUndo } from './history.ts';
import { initialUiState, type UiState } from './ui-state.ts';

/** The document side of the editor: what is saved, and its undo history. */
export interface DocumentState {
  doc: PageDocument;
  history: HistoryState;
  /** An open transaction (a colour-picker drag, a column resize): one undo step when committed. */
  mark: HistoryMark | null;
  /** Bumped on every change of `doc` (edits, undo, redo, reloads): autosave watches it. */
  revision: number;
}

export type Outcome = { ok: true; id?: string } | { ok: false; message: string };

export const OK: Outcome = { ok: true };

export function failure(message: string): Outcome {
  return { ok: false, message };
}

export interface ChangeOptions {
  /** Consecutive changes with this key within a second are one undo step (typing). */
  coalesceKey?: string;
  /**
   * Inside a transaction: apply the edit to the document as it was at the mark rather than to
   * the current one (a resize sends the total movement since the drag began).
   */
  fromMark?: boolean;
  /** What to select afterwards: an id, null, or 'result' for the id the edit reports. */
  select?: string | null | 'result';
}

export type Edit = (doc: PageDocument) => TreeResult;

export interface EditorOptions {
  document: PageDocument;
  registry: ElementRegistry;
  /** Deterministic ids in tests. */
  ids?: IdGenerator;
  now?: () => number;
}

/**
 * The editor engine (framework-free): document state apart from UI state, history as marked
 * transactions, and every change through `change`. Components and commands call it; the
 * canvas and panels subscribe to the two stores.
 */
export class EditorEngine {
  readonly documentStore: StoreApi<DocumentState>;
  readonly uiStore: StoreApi<UiState>;
  readonly registry: ElementRegistry;
  readonly ids: IdGenerator;
  /**
   * Formatted text the canvas keeps showing for an element whose inline editor owns its box
   * (element id → HTML): updates to the text while typing must not redraw under the caret.
   */
  readonly frozenTexts = new Map<string, string>();
  private readonly now: () => number;

  constructor(options: EditorOptions) {
    this.registry = options.registry;
    this.ids = options.ids ?? randomIds;
    this.now = options.now ?? (() => Date.now());
    this.documentStore = createStore<DocumentState>(() => ({
      doc: options.document,
      history: EMPTY_HISTORY,
      mark: null,
      revision: 0,
    }));
    this.uiStore = createStore<UiState>(() => initialUiState());
  }

  get doc(): PageDocument {
    return this.documentStore.getState().doc;
  }

  get ui(): UiState {
    return this.uiStore.getState();
  }

  setUi(patch: Partial<UiState>): void {
    const current = this.uiStore.getState();
    for (const key of Object.keys(patch) as (keyof UiState)[]) {
      if (!Object.is(current[key], patch[key])) {
        this.uiStore.setState(patch);
        return;
      }
    }
  }

  /**
   * Applies one edit. Outside a transaction it is one undo step (merged with the previous one
   * when `coalesceKey` matches); inside one it only moves the document along. A refused edit
   * changes nothing and reports why.
   */
  change(label: string, edit: Edit, options: ChangeOptions = {}): Outcome {
    const state = this.documentStore.getState();
    const base = options.fromMark && state.mark ? state.mark.doc : state.doc;
    let result: TreeResult;
    try {
      result = edit(base);
    } catch (error) {
      // Tree operations report refusals as results; a throw is a bug, but it must not lose work.
      return failure(error instanceof Error ? error.message : 'The change could not be made.');
    }
    if (!result.ok) return failure(result.error.message);
    const selectionBefore = this.ui.selectedId;
    const selectionAfter =
      options.select === undefined
        ? selectionBefore
        : options.select === 'result'
          ? result.id
          : options.select;
    if (result.doc !== state.doc) {
      const history =
        state.mark === null
          ? record(state.history, {
              label,
              before: state.doc,
              after: result.doc,
              selectionBefore,
              selectionAfter,
              at: this.now(),
              ...(options.coalesceKey === undefined ? {} : { coalesceKey: options.coalesceKey }),
            })
          : state.history;
      this.documentStore.setState({ doc: result.doc, history, revision: state.revision + 1 });
    }
    if (selectionAfter !== selectionBefore) this.setUi({ selectedId: selectionAfter });
    return { ok: true, id: result.id };
  }

  /** Opens a transaction; an open one is committed first. */
  begin(label: string): void {
    this.commit();
    const { doc } = this.documentStore.getState();
    this.documentStore.setState({ mark: { label, doc, selection: this.ui.selectedId } });
  }

  /** Ends the open transaction as one undo step (none if nothing changed). */
  commit(): void {
    const state = this.documentStore.getState();
    const mark = state.mark;
    if (mark === null) return;
    if (mark.doc === state.doc) {
      this.documentStore.setState({ mark: null });
      return;
    }
    const history = record(state.history, {
      label: mark.label,
      before: mark.doc,
      after: state.doc,
      selectionBefore: mark.selection,
      selectionAfter: this.ui.selectedId,
      at: this.now(),
    });
    this.documentStore.setState({ mark: null, history });
  }

  /** Drops the open transaction and returns to the document at its mark (Escape during a drag). */
  cancel(): void {
    const state = this.documentStore.getState();
    const mark = state.mark;
    if (mark === null) return;
    if (mark.doc === state.doc) this.documentStore.setState({ mark: null });
    else this.documentStore.setState({ mark: null, doc: mark.doc, revision: state.revision + 1 });
  }

  get inTransaction(): boolean {
    return this.documentStore.getState().mark !== null;
  }

  canUndo(): boolean {
    const state = this.documentStore.getState();
    return state.history.past.length > 0 || (state.mark !== null && state.mark.doc !== state.doc);
  }

  canRedo(): boolean {
    return this.documentStore.getState().history.future.length > 0;
  }

  undo(): Outcome {
    this.commit();
    const state = this.documentStore.getState();
    const taken = takeUndo(state.history);
    if (taken === null) return failure('Nothing to undo.');
    this.documentStore.setState({
      doc: taken.entry.before,
      history: taken.history,
      revision: state.revision + 1,
    });
    this.reselect(taken.entry.before, taken.entry.selectionBefore);
    return OK;
  }

  redo(): Outcome {
    this.commit();
    const state = this.documentStore.getState();
    const taken = takeRedo(state.history);
    if (taken === null) return failure('Nothing to redo.');
    this.documentStore.setState({
      doc: taken.entry.after,
      history: taken.history,
      revision: state.revision + 1,
    });
    this.reselect(taken.entry.after, taken.entry.selectionAfter);
    return OK;
  }

  /**
   * Puts a document in place from outside. `history` says what becomes of the undo history:
   * - `clear`: its steps belonged to another design;
   * - `keep`: the server's repaired copy of this one (undo goes back from it as it would have
   *   gone back from the copy it replaced);
   * - `{ step }`: one more undo step (taking the other tab's version in a conflict: undo brings
   *   back the user's own, so neither copy is lost).
   */
  replaceDocument(doc: PageDocument, history: 'clear' | 'keep' | { step: string } = 'clear'): void {
    const state = this.documentStore.getState();
    if (doc === state.doc && state.mark === null) return;
    const selection = this.ui.selectedId;
    const nextHistory =
      history === 'clear'
        ? EMPTY_HISTORY
        : history === 'keep'
          ? state.history
          : record(state.history, {
              label: history.step,
              before: state.mark?.doc ?? state.doc,
              after: doc,
              selectionBefore: state.mark?.selection ?? selection,
              selectionAfter: selection,
              at: this.now(),
            });
    this.documentStore.setState({ doc, history: nextHistory, mark: null, revision: state.revision + 1 });
    this.reselect(doc, selection);
  }

  /** Selection, hover, open popup and text editing must point at nodes that exist. */
  private reselect(doc: PageDocument, preferred: string | null): void {
    const index = getIndex(doc);
    const ui = this.ui;
    const keep = (id: string | null) => (id !== null && index.has(id) ? id : null);
    this.setUi({
      selectedId: keep(preferred),
      hoveredId: keep(ui.hoveredId),
      openPopupId: keep(ui.openPopupId),
      editingTextId: keep(ui.editingTextId),
    });
  }

  /** After a change made elsewhere in the UI state: drop pointers to nodes that are gone. */
  pruneUi(): void {
    this.reselect(this.doc, this.ui.selectedId);
  }
}
