import { Alert, Button, Group, Image, Modal, Stack, Textarea } from '@mantine/core';
import { type KeyboardEvent, useEffect, useReducer, useRef } from 'react';
import {
  AI_IMAGE_FAILED,
  type AiImageRequestKind,
  aiImageDialogReducer,
  aiImagePhase,
  canStart,
  emptyAiImageDialog,
  keepableUrl,
} from '../model/ai-image-dialog.ts';
import type { AiImageService, FieldMeta } from '../services.ts';

/** Ctrl/Cmd+Enter sends from a multi-line prompt (Enter alone starts a new line). */
const isSend = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * SPEC §4 "Generate an image with AI", opened from an image field: describe, generate, then
 * regenerate, edit or keep the result (`onKeep` writes it into the field). Closing, even while a
 * request runs, drops the request's answer and clears the preview and prompts.
 */
export function AiImageDialog({
  ai,
  meta,
  onKeep,
  onClose,
}: {
  ai: AiImageService;
  meta: FieldMeta;
  onKeep: (url: string) => void;
  onClose: () => void;
}) {
  const [state, dispatch] = useReducer(aiImageDialogReducer, emptyAiImageDialog);
  const requests = useRef(0);
  const changeInput = useRef<HTMLTextAreaElement>(null);
  const phase = aiImagePhase(state);
  const busy = state.pending !== null;
  const result = state.result;
  const keepUrl = keepableUrl(state);

  useEffect(() => {
    if (state.changeOpen) changeInput.current?.focus();
  }, [state.changeOpen]);

  const send = (kind: AiImageRequestKind) => {
    if (!canStart(state, kind)) return;
    requests.current += 1;
    const id = requests.current;
    dispatch({ type: 'start', kind, id });
    const answer =
      kind === 'edit' && result
        ? ai.edit(state.changePrompt.trim(), result.url, meta)
        : ai.generate(state.prompt.trim(), meta);
    answer.then(
      (image) => dispatch({ type: 'succeeded', id, url: image.url }),
      (error: unknown) =>
        dispatch({ type: 'failed', id, message: error instanceof Error ? error.message : AI_IMAGE_FAILED }),
    );
  };
  const close = () => {
    dispatch({ type: 'close' });
    onClose();
  };
  const keep = () => {
    if (keepUrl === null) return;
    dispatch({ type: 'keep' });
    onKeep(keepUrl);
  };
  // One button that generates, then regenerates: focus stays on it when the first result arrives.
  const makeKind: AiImageRequestKind = result ? 'regenerate' : 'generate';
  const making = phase === 'generating' || phase === 'regenerating';

  return (
    <Modal
      opened
      onClose={close}
      title="Generate an image with AI"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      data-testid="ai-image-dialog"
    >
      <Stack aria-busy={busy}>
        <Textarea
          label="Describe the image"
          placeholder="e.g. A sunny bakery counter with fresh bread, photographed from the side"
          value={state.prompt}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          disabled={busy}
          data-autofocus
          onChange={(event) => dispatch({ type: 'prompt', value: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (!isSend(event)) return;
            event.preventDefault();
            send(makeKind);
          }}
        />
        {state.error ? (
          <Alert color="red" role="alert">
            {state.error}
          </Alert>
        ) : null}
        {result ? (
          <Image
            src={result.url}
            alt={result.prompt}
            radius="sm"
            fit="contain"
            mah={360}
            style={busy ? { opacity: 0.5 } : undefined}
          />
        ) : null}
        {result && state.changeOpen ? (
          <Stack gap="xs">
            <Textarea
              ref={changeInput}
              label="What should change?"
              placeholder="e.g. Make the morning light warmer"
              value={state.changePrompt}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={1000}
              disabled={busy}
              onChange={(event) => dispatch({ type: 'changePrompt', value: event.currentTarget.value })}
              onKeyDown={(event) => {
                if (!isSend(event)) return;
                event.preventDefault();
                send('edit');
              }}
            />
            <Group justify="flex-end">
              <Button
                loading={phase === 'editing'}
                aria-busy={phase === 'editing'}
                disabled={!canStart(state, 'edit')}
                onClick={() => send('edit')}
              >
                Apply edit
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={close}>
            Close
          </Button>
          {result ? (
            <Button
              variant="default"
              aria-expanded={state.changeOpen}
              disabled={busy}
              onClick={() => dispatch({ type: 'toggleChange' })}
            >
              Edit
            </Button>
          ) : null}
          <Button
            variant={result ? 'default' : 'filled'}
            loading={making}
            aria-busy={making}
            disabled={!canStart(state, makeKind)}
            onClick={() => send(makeKind)}
          >
            {result ? 'Regenerate' : 'Generate'}
          </Button>
          {result ? (
            <Button disabled={keepUrl === null} onClick={keep}>
              Keep
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
