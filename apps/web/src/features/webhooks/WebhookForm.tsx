import { Checkbox, Code, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  createWebhookBody,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_HEADERS,
  type WebhookSummary,
  type WebhookWithSecret,
  webhookEventTypes,
} from '@tessera/api-contract';
import { useState } from 'react';
import { useCreateWebhook, useUpdateWebhook } from '../../api/webhooks.ts';
import { type FieldErrors, saveFailureErrors, zodFieldErrors } from '../../ui/forms.ts';
import { ModalForm } from '../../ui/ModalForm.tsx';
import { SigningSecretModal } from './SigningSecretModal.tsx';

type EventType = (typeof webhookEventTypes)[number];
const SHOWN = ['name', 'url', 'events'];

const EVENT_HELP: Record<EventType, string> = {
  'form.submitted': 'A visitor sent a form on a published page (not sent for spam).',
  'page.published': 'A page of this website was published.',
  'order.paid': 'A buyer paid an order on a published page (or a subscription renewed).',
  'subscription.canceled': "A buyer's subscription to one of the website's products ended.",
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
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const body = { name, url, events, active };
    const parsed = createWebhookBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, SHOWN));
    setErrors({});
    const onError = (error: unknown) => setErrors(saveFailureErrors(error, SHOWN));
    if (webhook) update.mutate({ id: webhook.id, body }, { onSuccess: onClose, onError });
    else create.mutate(body, { onSuccess: onCreated, onError });
  };

  return (
    <ModalForm
      title={webhook ? `Edit “${webhook.name}”` : 'New webhook'}
      opened={opened}
      onClose={onClose}
      errors={errors}
      onSubmit={submit}
      saving={create.isPending || update.isPending}
      submitLabel={webhook ? 'Save webhook' : 'Create webhook'}
    >
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
    </ModalForm>
  );
}

/** The signing secret, shown once after creating or rolling it, with how to check a signature. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <SigningSecretModal secret={secret} onClose={onClose} size="lg" ifLost="If it is lost, roll a new one.">
      <Text size="sm">
        Each delivery carries <Code>{WEBHOOK_HEADERS.id}</Code> (the same on every retry: use it to ignore
        duplicates), <Code>{WEBHOOK_HEADERS.timestamp}</Code> (Unix seconds) and{' '}
        <Code>{WEBHOOK_HEADERS.signature}</Code>. Check the signature on the raw body:
      </Text>
      <Code block>{`expected = "v1=" + hex(HMAC_SHA256(secret, timestamp + "." + raw_body))
accept if constant_time_equal(expected, signature)
       and abs(now - timestamp) < 300 seconds`}</Code>
    </SigningSecretModal>
  );
}
