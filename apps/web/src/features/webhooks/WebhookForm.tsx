import { Alert, Button, Checkbox, Code, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  createWebhookBody,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_HEADERS,
  type WebhookSummary,
  type WebhookWithSecret,
  webhookEventTypes,
} from '@tessera/api-contract';
import { useState } from 'react';
import { isApiError } from '../../api/errors.ts';
import { useCreateWebhook, useUpdateWebhook } from '../../api/webhooks.ts';
import { IconAlert } from '../../ui/icons.tsx';
import { CopyField } from '../websites/parts/CopyField.tsx';

type EventType = (typeof webhookEventTypes)[number];
type Errors = Record<string, string>;

const EVENT_HELP: Record<EventType, string> = {
  'form.submitted': 'A visitor sent a form on a published page (not sent for spam).',
  'page.published': 'A page of this website was published.',
};

/** Creating or editing a webhook; creation ends by showing the signing secret once. */
export function WebhookFormModal({
  landingId,
  webhook,
  opened,
  onClose,
  onCreated,
}: {
  landingId: number;
  /** null: a new webhook. */
  webhook: WebhookSummary | null;
  opened: boolean;
  onClose: () => void;
  onCreated: (created: WebhookWithSecret) => void;
}) {
  const create = useCreateWebhook(landingId);
  const update = useUpdateWebhook(landingId);
  const [name, setName] = useState(webhook?.name ?? '');
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<EventType[]>(webhook?.events ?? ['form.submitted']);
  const [active, setActive] = useState(webhook?.active ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const parsed = createWebhookBody.safeParse({ name, url, events, active });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? '_form')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    const onError = (error: unknown) => {
      if (isApiError(error) && error.status === 422) {
        const next: Errors = {};
        for (const [key, messages] of Object.entries(error.fieldErrors))
          if (messages[0]) next[key.split('.')[0]!] ??= messages[0];
        setErrors(next);
      } else setFailure(isApiError(error) ? error.message : 'The webhook could not be saved.');
    };
    if (webhook)
      update.mutate({ id: webhook.id, body: { name, url, events, active } }, { onSuccess: onClose, onError });
    else create.mutate({ name, url, events, active }, { onSuccess: onCreated, onError });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{webhook ? `Edit “${webhook.name}”` : 'New webhook'}</Text>}
      size="lg"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" icon={<IconAlert />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            maxLength={100}
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="Endpoint URL"
            description="Where each event is POSTed as JSON. Addresses on private networks are refused."
            required
            placeholder="https://example.com/hooks/tessera"
            maxLength={2048}
            value={url}
            error={errors.url}
            onChange={(e) => setUrl(e.currentTarget.value.trim())}
          />
          <Checkbox.Group
            label="Events"
            required
            value={events}
            onChange={(value) => setEvents(value as EventType[])}
            error={errors.events}
          >
            <Stack gap="xs" mt="xs">
              {webhookEventTypes.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={WEBHOOK_EVENT_LABELS[type]}
                  description={EVENT_HELP[type]}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Switch
            label="Active"
            description={
              webhook?.disabled_reason && !webhook.active
                ? 'Switching it on again clears its failure count.'
                : 'Inactive webhooks receive nothing.'
            }
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {webhook ? 'Save webhook' : 'Create webhook'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The signing secret, shown once after creating or rolling it, with how to check a signature. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={<Text fw={700}>Signing secret</Text>}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlert />}>
          Copy it now: it is shown only this once. If it is lost, roll a new one.
        </Alert>
        <CopyField label="Secret" value={secret ?? ''} />
        <Text size="sm">
          Each delivery carries <Code>{WEBHOOK_HEADERS.id}</Code> (the same on every retry: use it to ignore
          duplicates), <Code>{WEBHOOK_HEADERS.timestamp}</Code> (Unix seconds) and{' '}
          <Code>{WEBHOOK_HEADERS.signature}</Code>. Check the signature on the raw body:
        </Text>
        <Code block>{`expected = "v1=" + hex(HMAC_SHA256(secret, timestamp + "." + raw_body))
accept if constant_time_equal(expected, signature)
       and abs(now - timestamp) < 300 seconds`}</Code>
        <Group justify="flex-end">
          <Button onClick={onClose}>I have copied it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
