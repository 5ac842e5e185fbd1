import { Alert, Button, Group, Image, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { generateAiCoverBody } from '@tessera/api-contract';
import { useState } from 'react';
import { useGenerateAiCover } from '../../api/blogs.ts';
import { IconSparkles } from '../../ui/icons.tsx';
import { useHasAiKey } from '../../ui/useAiKey.ts';
import { aiFailureMessage } from './ai-failure.ts';

interface Generated {
  url: string;
  /** What the picture shows: the prompt it was drawn from, or the post's title. */
  alt: string;
}

/**
 * SPEC §7 "AI meta image": a cover picture drawn for the post from its title and description, or
 * from the caller's own words. The picture is one of the site's files as soon as it is drawn;
 * "Use this picture" puts it in the post's cover field.
 */
function AiCoverModal({
  landingId,
  title,
  description,
  onUse,
  onClose,
}: {
  landingId: number;
  title: string;
  description: string;
  onUse: (url: string) => void;
  onClose: () => void;
}) {
  const [prompt, setPrompt] = useState('');
  const [result, setResult] = useState<Generated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateAiCover();
  const busy = generate.isPending;

  const run = () => {
    setError(null);
    const parsed = generateAiCoverBody.safeParse({
      landing_id: landingId,
      title,
      ...(description.trim() ? { description } : {}),
      ...(prompt.trim() ? { image_prompt: prompt } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the post’s title and description.');
      return;
    }
    const alt = parsed.data.image_prompt ?? parsed.data.title;
    generate.mutate(parsed.data, {
      onSuccess: (image) => setResult({ url: image.url, alt }),
      onError: (failure) => setError(aiFailureMessage(failure)),
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title="Generate a cover picture with AI"
      size="lg"
      data-testid="ai-cover-dialog"
    >
      <Stack aria-busy={busy}>
        <Textarea
          label="Describe the picture (optional)"
          description="Left empty, the picture is drawn from the post’s title and description."
          placeholder="e.g. A sunny allotment at dawn, seedlings in neat rows"
          value={prompt}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          disabled={busy}
          data-autofocus
          onChange={(event) => setPrompt(event.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {busy ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            Drawing the picture… this can take up to a minute.
          </Text>
        ) : null}
        {result ? (
          <Image
            src={result.url}
            alt={result.alt}
            radius="sm"
            fit="contain"
            mah={360}
            style={busy ? { opacity: 0.5 } : undefined}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={result ? 'default' : 'filled'} loading={busy} onClick={run}>
            {result ? 'Generate again' : 'Generate'}
          </Button>
          {result ? (
            <Button
              disabled={busy}
              onClick={() => {
                onUse(result.url);
                onClose();
              }}
            >
              Use this picture
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * "Generate with AI" beside the cover upload, for agencies that hold an AI key (none without:
 * nothing is shown). The picture is drawn for the post, so it needs the post's title first.
 */
export function AiCoverButton({
  landingId,
  title,
  description,
  onUse,
}: {
  landingId: number;
  title: string;
  description: string;
  onUse: (url: string) => void;
}) {
  const hasKey = useHasAiKey();
  const [open, setOpen] = useState(false);
  if (!hasKey) return null;
  const hasTitle = title.trim() !== '';
  return (
    <>
      <Tooltip label="Give the post a title first: the picture is drawn for it." disabled={hasTitle}>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconSparkles size={14} />}
          // Not `disabled`: a disabled button gets no pointer events, so its tooltip never shows.
          data-disabled={hasTitle ? undefined : true}
          aria-disabled={!hasTitle}
          onClick={(event) => {
            if (!hasTitle) {
              event.preventDefault();
              return;
            }
            setOpen(true);
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          Generate with AI
        </Button>
      </Tooltip>
      {open ? (
        <AiCoverModal
          landingId={landingId}
          title={title}
          description={description}
          onUse={onUse}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
