import { findNode } from '@tessera/document';
import { describe, expect, it } from 'vitest';
import {
  AI_IMAGE_FAILED,
  AI_IMAGE_NO_RESULT,
  type AiImageAction,
  type AiImageDialogState,
  aiImageDialogReducer,
  aiImagePhase,
  canStart,
  emptyAiImageDialog,
  keepableUrl,
  keptImageValue,
} from './ai-image-dialog.ts';
import { runCommand } from './commands.ts';
import { getAt, patchAt } from './paths.ts';
import { testEditor } from './test-document.ts';

const run = (actions: AiImageAction[], from: AiImageDialogState = emptyAiImageDialog) =>
  actions.reduce(aiImageDialogReducer, from);

const PROMPT = 'A sunny bakery counter';
const generated = run([
  { type: 'prompt', value: PROMPT },
  { type: 'start', kind: 'generate', id: 1 },
  { type: 'succeeded', id: 1, url: 'https://site.test/_files/a.webp' },
]);

describe('the AI image dialog', () => {
  it('starts empty and will not generate from a blank prompt (SPEC §5)', () => {
    expect(aiImagePhase(emptyAiImageDialog)).toBe('empty');
    expect(canStart(emptyAiImageDialog, 'generate')).toBe(false);
    const blank = run([{ type: 'prompt', value: '   \n ' }]);
    expect(canStart(blank, 'generate')).toBe(false);
    expect(run([{ type: 'start', kind: 'generate', id: 1 }], blank)).toBe(blank);
    expect(canStart(run([{ type: 'prompt', value: ' a cat ' }]), 'generate')).toBe(true);
  });

  it('moves empty → generating → generated, showing the result', () => {
    const generating = run([
      { type: 'prompt', value: PROMPT },
      { type: 'start', kind: 'generate', id: 1 },
    ]);
    expect(aiImagePhase(generating)).toBe('generating');
    // One request at a time; the prompt is locked while it runs.
    expect(canStart(generating, 'generate')).toBe(false);
    expect(run([{ type: 'prompt', value: 'other' }], generating).prompt).toBe(PROMPT);
    expect(keepableUrl(generating)).toBeNull();

    expect(aiImagePhase(generated)).toBe('generated');
    expect(generated.result).toEqual({
      url: 'https://site.test/_files/a.webp',
      made: 'generated',
      prompt: PROMPT,
    });
    expect(generated.prompt).toBe(PROMPT);
    expect(keepableUrl(generated)).toBe('https://site.test/_files/a.webp');
  });

  it('regenerates with a new request, keeping the shown picture until the answer', () => {
    const regenerating = run([{ type: 'start', kind: 'regenerate', id: 2 }], generated);
    expect(aiImagePhase(regenerating)).toBe('regenerating');
    expect(regenerating.result?.url).toBe('https://site.test/_files/a.webp');
    expect(keepableUrl(regenerating)).toBeNull();
    const regenerated = run(
      [{ type: 'succeeded', id: 2, url: 'https://site.test/_files/b.webp' }],
      regenerating,
    );
    expect(aiImagePhase(regenerated)).toBe('regenerated');
    expect(regenerated.result?.url).toBe('https://site.test/_files/b.webp');
    // The prompt may change between results; the preview is described by the one that made it.
    const retold = run(
      [
        { type: 'prompt', value: ' A rainy bakery counter ' },
        { type: 'start', kind: 'regenerate', id: 4 },
        { type: 'succeeded', id: 4, url: 'https://site.test/_files/d.webp' },
      ],
      regenerated,
    );
    expect(retold.result?.prompt).toBe('A rainy bakery counter');
  });

  it('edits the shown result once a change is described, then closes the change box', () => {
    expect(canStart(generated, 'edit')).toBe(false);
    const describing = run([{ type: 'toggleChange' }, { type: 'changePrompt', value: '  ' }], generated);
    expect(describing.changeOpen).toBe(true);
    expect(canStart(describing, 'edit')).toBe(false);
    const editing = run(
      [
        { type: 'changePrompt', value: 'Warmer light' },
        { type: 'start', kind: 'edit', id: 3 },
      ],
      describing,
    );
    expect(aiImagePhase(editing)).toBe('editing');
    const edited = run([{ type: 'succeeded', id: 3, url: 'https://site.test/_files/c.webp' }], editing);
    expect(aiImagePhase(edited)).toBe('edited');
    expect(edited.result).toEqual({ url: 'https://site.test/_files/c.webp', made: 'edited', prompt: PROMPT });
    expect(edited.changePrompt).toBe('');
    expect(edited.changeOpen).toBe(false);
    expect(edited.prompt).toBe(PROMPT);
  });

  it('cannot regenerate or edit before there is a result', () => {
    const typed = run([
      { type: 'prompt', value: PROMPT },
      { type: 'toggleChange' },
      { type: 'changePrompt', value: 'Warmer' },
    ]);
    expect(typed.changeOpen).toBe(false);
    expect(canStart(typed, 'regenerate')).toBe(false);
    expect(canStart(typed, 'edit')).toBe(false);
  });

  it('shows a failure, keeps the prompt and the previous result, and lets the user try again', () => {
    const failedFirst = run([
      { type: 'prompt', value: PROMPT },
      { type: 'start', kind: 'generate', id: 1 },
      { type: 'failed', id: 1, message: 'The AI service is busy right now. Try again in a minute.' },
    ]);
    expect(aiImagePhase(failedFirst)).toBe('empty');
    expect(failedFirst.error).toBe('The AI service is busy right now. Try again in a minute.');
    expect(failedFirst.prompt).toBe(PROMPT);
    expect(canStart(failedFirst, 'generate')).toBe(true);
    // Trying again clears the message.
    expect(run([{ type: 'start', kind: 'generate', id: 2 }], failedFirst).error).toBeNull();

    const failedEdit = run(
      [
        { type: 'toggleChange' },
        { type: 'changePrompt', value: 'Warmer' },
        { type: 'start', kind: 'edit', id: 5 },
        { type: 'failed', id: 5, message: '' },
      ],
      generated,
    );
    expect(failedEdit.error).toBe(AI_IMAGE_FAILED);
    expect(aiImagePhase(failedEdit)).toBe('generated');
    expect(failedEdit.result?.url).toBe('https://site.test/_files/a.webp');
    expect(failedEdit.changePrompt).toBe('Warmer');
    expect(failedEdit.changeOpen).toBe(true);
  });

  it('treats an answer without a picture as a failure (SPEC §8)', () => {
    const answered = run([
      { type: 'prompt', value: PROMPT },
      { type: 'start', kind: 'generate', id: 1 },
      { type: 'succeeded', id: 1, url: '' },
    ]);
    expect(aiImagePhase(answered)).toBe('empty');
    expect(answered.error).toBe(AI_IMAGE_NO_RESULT);
  });

  it('drops a late answer once the dialog was closed or the request superseded', () => {
    const closed = run([
      { type: 'prompt', value: PROMPT },
      { type: 'start', kind: 'generate', id: 1 },
      { type: 'close' },
    ]);
    expect(closed).toEqual(emptyAiImageDialog);
    expect(run([{ type: 'succeeded', id: 1, url: 'https://site.test/late.webp' }], closed)).toBe(closed);
    const reopened = run(
      [
        { type: 'prompt', value: 'New' },
        { type: 'start', kind: 'generate', id: 2 },
        { type: 'succeeded', id: 1, url: 'https://site.test/late.webp' },
        { type: 'failed', id: 1, message: 'late' },
      ],
      closed,
    );
    expect(aiImagePhase(reopened)).toBe('generating');
    expect(reopened.error).toBeNull();
  });

  it('keeping or closing clears the preview and prompts; keeping waits for a running request', () => {
    const withChange = run([{ type: 'toggleChange' }, { type: 'changePrompt', value: 'Warmer' }], generated);
    expect(run([{ type: 'keep' }], withChange)).toEqual(emptyAiImageDialog);
    expect(run([{ type: 'close' }], withChange)).toEqual(emptyAiImageDialog);
    const regenerating = run([{ type: 'start', kind: 'regenerate', id: 9 }], generated);
    expect(run([{ type: 'keep' }], regenerating)).toBe(regenerating);
    expect(run([{ type: 'keep' }], emptyAiImageDialog)).toBe(emptyAiImageDialog);
  });
});

describe('keptImageValue', () => {
  it('puts the URL in and resets the Ratio to 0 (SPEC §4)', () => {
    expect(keptImageValue({ url: 'https://x.test/old.png', Ratio: 0.67 }, 'https://x.test/ai.webp')).toEqual({
      url: 'https://x.test/ai.webp',
      Ratio: 0,
    });
  });

  it('adds no Ratio to a value that has none (a background image)', () => {
    expect(keptImageValue({ url: '', size: 'cover' }, 'https://x.test/ai.webp')).toEqual({
      url: 'https://x.test/ai.webp',
      size: 'cover',
    });
  });

  it('is one undo step when written as a field writes it', () => {
    const { editor, ids } = testEditor();
    runCommand(editor, 'updateOptions', {
      id: ids.image,
      patch: { Image: { url: 'https://x.test/old.png', Ratio: 0.67 } },
    });
    const before = editor.doc;
    const steps = editor.documentStore.getState().history.past.length;
    const current = getAt(findNode(editor.doc, ids.image)?.node.options, 'Image') as Record<string, unknown>;
    const outcome = runCommand(editor, 'updateOptions', {
      id: ids.image,
      patch: patchAt('Image', keptImageValue(current, 'https://x.test/ai.webp')),
    });
    expect(outcome.ok).toBe(true);
    expect(getAt(findNode(editor.doc, ids.image)?.node.options, 'Image')).toEqual({
      url: 'https://x.test/ai.webp',
      Ratio: 0,
    });
    expect(editor.documentStore.getState().history.past).toHaveLength(steps + 1);
    editor.undo();
    expect(editor.doc).toBe(before);
  });
});
