/**
 * SPEC §4 the AI image dialog: empty → generating → generated, then regenerated or edited, until
 * the result is kept (into the field) or the dialog is closed. Both end in the empty state: the
 * preview and prompts are cleared. Pure, so every transition is tested without a DOM.
 */

export type AiImageRequestKind = 'generate' | 'regenerate' | 'edit';

export interface AiImageDialogState {
  /** What to make ("Describe the image"); kept across failures and results. */
  prompt: string;
  /** What to change in the shown result ("What should change?"). */
  changePrompt: string;
  /** The change prompt is shown (the Edit button was pressed). */
  changeOpen: boolean;
  /**
   * The picture shown, how it was last made, and the prompt that made it (its alternative text,
   * which an edit does not change); null until the first result.
   */
  result: { url: string; made: 'generated' | 'regenerated' | 'edited'; prompt: string } | null;
  /** The request waited for. An answer carrying another id (closed, superseded) is dropped. */
  pending: { id: number; kind: AiImageRequestKind } | null;
  error: string | null;
}

export type AiImagePhase =
  | 'empty'
  | 'generating'
  | 'generated'
  | 'regenerating'
  | 'regenerated'
  | 'editing'
  | 'edited';

export type AiImageAction =
  | { type: 'prompt'; value: string }
  | { type: 'changePrompt'; value: string }
  | { type: 'toggleChange' }
  | { type: 'start'; kind: AiImageRequestKind; id: number }
  | { type: 'succeeded'; id: number; url: string }
  | { type: 'failed'; id: number; message: string }
  | { type: 'keep' }
  | { type: 'close' };

/** SPEC §8: an answer that carries no picture. */
export const AI_IMAGE_NO_RESULT = 'Image could not be generated. Please try again.';
/** SPEC §8: a request that failed without a reason of its own. */
export const AI_IMAGE_FAILED = 'Image generation failed. Please try again later.';

export const emptyAiImageDialog: AiImageDialogState = {
  prompt: '',
  changePrompt: '',
  changeOpen: false,
  result: null,
  pending: null,
  error: null,
};

export function aiImagePhase(state: AiImageDialogState): AiImagePhase {
  if (state.pending) {
    const kind = state.pending.kind;
    return kind === 'generate' ? 'generating' : kind === 'regenerate' ? 'regenerating' : 'editing';
  }
  return state.result ? state.result.made : 'empty';
}

/**
 * Whether a request of this kind may start now: one at a time, with a prompt that is not blank
 * (SPEC §5); regenerating and editing need a result, editing a change prompt too.
 */
export function canStart(state: AiImageDialogState, kind: AiImageRequestKind): boolean {
  if (state.pending) return false;
  if (kind === 'edit') return state.result !== null && state.changePrompt.trim() !== '';
  if (kind === 'regenerate' && state.result === null) return false;
  return state.prompt.trim() !== '';
}

/** The URL Keep puts into the field: the shown result, once no request is running. */
export function keepableUrl(state: AiImageDialogState): string | null {
  return state.pending === null && state.result ? state.result.url : null;
}

const MADE: Record<AiImageRequestKind, NonNullable<AiImageDialogState['result']>['made']> = {
  generate: 'generated',
  regenerate: 'regenerated',
  edit: 'edited',
};

export function aiImageDialogReducer(state: AiImageDialogState, action: AiImageAction): AiImageDialogState {
  switch (action.type) {
    case 'prompt':
      return state.pending ? state : { ...state, prompt: action.value };
    case 'changePrompt':
      return state.pending ? state : { ...state, changePrompt: action.value };
    case 'toggleChange':
      return state.pending || !state.result ? state : { ...state, changeOpen: !state.changeOpen };
    case 'start':
      if (!canStart(state, action.kind)) return state;
      return { ...state, pending: { id: action.id, kind: action.kind }, error: null };
    case 'succeeded': {
      if (state.pending?.id !== action.id) return state;
      if (action.url.trim() === '') return { ...state, pending: null, error: AI_IMAGE_NO_RESULT };
      const edited = state.pending.kind === 'edit';
      return {
        ...state,
        pending: null,
        error: null,
        result: {
          url: action.url,
          made: MADE[state.pending.kind],
          // The prompt is locked while a request runs, so it is the one this answer was made from.
          prompt: edited && state.result ? state.result.prompt : state.prompt.trim(),
        },
        changePrompt: edited ? '' : state.changePrompt,
        changeOpen: edited ? false : state.changeOpen,
      };
    }
    case 'failed':
      if (state.pending?.id !== action.id) return state;
      return { ...state, pending: null, error: action.message.trim() || AI_IMAGE_FAILED };
    case 'keep':
      return keepableUrl(state) === null ? state : emptyAiImageDialog;
    case 'close':
      return emptyAiImageDialog;
  }
}

/**
 * SPEC §4: the image value a kept result becomes: its URL, with the Ratio reset to 0 (unknown)
 * where the value carries one. A background image has no Ratio and gets none.
 */
export function keptImageValue<Value extends Record<string, unknown>>(
  value: Value,
  url: string,
): Value & { url: string } {
  return 'Ratio' in value ? { ...value, url, Ratio: 0 } : { ...value, url };
}
