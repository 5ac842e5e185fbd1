import { Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type OpenaiKeyStatus, updateOpenaiKeyBody } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useUpdateOpenaiKey } from '../../api/agencies.ts';
import { apiFieldError, zodFieldError } from '../../ui/forms.ts';

/**
 * SPEC §1/§6: the agency's AI-service key. Only whether one is stored and its last 4
 * characters ever reach the browser; typing a new one replaces it.
 */
export function AiKeyPanel({ agencyId, status }: { agencyId: number; status: OpenaiKeyStatus }) {
  const save = useUpdateOpenaiKey(agencyId);
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateOpenaiKeyBody.safeParse({ openai_api_key: key });
    if (!parsed.success) {
      setError(zodFieldError(parsed.error, 'openai_api_key'));
      return;
    }
    save.mutate(parsed.data.openai_api_key, {
      onSuccess: () => setKey(''),
      onError: (e) => setError(apiFieldError(e, 'openai_api_key')),
    });
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="ai-key-title">
      <form onSubmit={submit} noValidate>
        <Group justify="space-between" mb={4}>
          <Title id="ai-key-title" order={2} size="h4">
            AI key
          </Title>
          {status.set ? (
            <Badge color="teal" variant="light" tt="none">
              Saved · ends in {status.last4}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" tt="none">
              Not set
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          An OpenAI-compatible key unlocks AI image and meta-image generation for everyone in the agency. It
          is stored encrypted and never shown again.
        </Text>
        <Stack gap="md">
          <PasswordInput
            label={status.set ? 'Replace the key' : 'Key'}
            placeholder="sk-…"
            autoComplete="off"
            value={key}
            error={error}
            onChange={(event) => {
              setKey(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Group justify="flex-end">
            {status.set ? (
              <Button
                variant="default"
                color="red"
                loading={save.isPending && save.variables === null}
                onClick={() => save.mutate(null)}
              >
                Remove key
              </Button>
            ) : null}
            <Button
              type="submit"
              loading={save.isPending && save.variables !== null}
              disabled={key.trim() === ''}
            >
              Save key
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
