import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Pill,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { KEYWORD_MAX_LENGTH, KEYWORDS_PER_SITE } from '@tessera/api-contract';
import { useState } from 'react';
import { describeError, isApiError } from '../../api/errors.ts';
import { useAddKeywords, useDeleteKeyword, useKeywords } from '../../api/seo.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconAlert, IconPlus, IconX } from '../../ui/icons.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';

/** Splits what was typed or pasted ("a, b\nc") into keywords, spaces tidied, duplicates gone. */
export function splitKeywords(input: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of input.split(/[,\n;]/)) {
    const name = part.trim().replace(/\s+/g, ' ');
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** The site's SEO keywords: add several at once, remove one with confirmation. */
export function KeywordsEditor({ landingId, canEdit }: { landingId: number; canEdit: boolean }) {
  const keywords = useKeywords(landingId, {
    page: 1,
    per_page: KEYWORDS_PER_SITE,
    sort: 'name',
    order: 'asc',
  });
  const add = useAddKeywords(landingId);
  const remove = useDeleteKeyword(landingId);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const rows = keywords.data?.data;
  const total = keywords.data?.meta.total ?? 0;

  const submit = () => {
    const names = splitKeywords(input);
    if (names.length === 0) {
      setError('Type a keyword, or several separated by commas.');
      return;
    }
    const long = names.find((name) => name.length > KEYWORD_MAX_LENGTH);
    if (long) {
      setError(`Keywords may be at most ${KEYWORD_MAX_LENGTH} characters.`);
      return;
    }
    setError(null);
    add.mutate(names, {
      onSuccess: () => setInput(''),
      onError: (failure) => setError(isApiError(failure) ? failure.message : describeError(failure)),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="keywords-heading">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="keywords-heading">
          Keywords
        </Title>
        <Text size="xs" c="dimmed">
          {total} of {KEYWORDS_PER_SITE}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        The words people search for that this website should be found by. They guide page titles and
        descriptions.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canEdit) submit();
        }}
      >
        <Group align="flex-start" gap="sm" mb="md">
          <TextInput
            label="Add keywords"
            description="Separate several with commas."
            placeholder="web design, local seo"
            value={input}
            onChange={(event) => {
              setInput(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            disabled={!canEdit}
            style={{ flex: 1 }}
          />
          <PermissionGate allowed={canEdit} permission="manage_settings">
            <Button type="submit" mt={46} loading={add.isPending} leftSection={<IconPlus size={16} />}>
              Add
            </Button>
          </PermissionGate>
        </Group>
      </form>
      {keywords.error && !rows ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlert />}
          title="The keywords could not be loaded"
          role="alert"
        >
          {describeError(keywords.error)}
        </Alert>
      ) : !rows ? (
        <Group gap="xs">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={26} w={90} radius="xl" />
          ))}
        </Group>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No keywords yet.
        </Text>
      ) : (
        <Stack gap="xs">
          <Group
            gap={6}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label="Keywords"
          >
            {rows.map((keyword) => (
              <li key={keyword.id}>
                <Pill size="md" data-testid="keyword">
                  <Group gap={4} wrap="nowrap" component="span">
                    {keyword.name}
                    <PermissionGate allowed={canEdit} permission="manage_settings">
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        color="gray"
                        aria-label={`Remove keyword ${keyword.name}`}
                        onClick={() => setRemoving(keyword.name)}
                      >
                        <IconX size={12} />
                      </ActionIcon>
                    </PermissionGate>
                  </Group>
                </Pill>
              </li>
            ))}
          </Group>
        </Stack>
      )}
      <ConfirmModal
        opened={removing !== null}
        title="Remove this keyword?"
        confirmLabel="Remove keyword"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: () => setRemoving(null) });
        }}
      >
        <Text size="sm">
          <b>{removing}</b> is removed from this website's keywords.
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
