import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Image,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CARD_PERMISSION_LABELS,
  type CardDetail,
  type CardPermission,
  cardPermissions,
} from '@tessera/api-contract';
import { useState } from 'react';
import {
  useCardTransfer,
  useCardUserChange,
  useCardUsers,
  useCheckCardUserEmail,
} from '../../../api/cards.ts';
import { apiFieldError } from '../../../ui/forms.ts';
import { IconCopy, IconTrash } from '../../../ui/icons.tsx';

function LinkRow({ label, url }: { label: string; url: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" w={90} c="dimmed">
        {label}
      </Text>
      <Anchor
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            aria-label={`Copy ${label.toLowerCase()}`}
            onClick={copy}
          >
            <IconCopy size={16} />
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}

function PermissionChecks({
  value,
  onChange,
  disabled,
}: {
  value: CardPermission[];
  onChange: (value: CardPermission[]) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Group value={value} onChange={(next) => onChange(next as CardPermission[])}>
      <Stack gap={4}>
        {cardPermissions.map((permission) => (
          <Checkbox
            key={permission}
            value={permission}
            label={CARD_PERMISSION_LABELS[permission]}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** SPEC §3 userCards: who else may open this card, with what permissions. */
function CardUsers({ card }: { card: CardDetail }) {
  const users = useCardUsers(card.id, true);
  const change = useCardUserChange(card.id);
  const check = useCheckCardUserEmail(card.id);
  const [email, setEmail] = useState('');
  const [permissions, setPermissions] = useState<CardPermission[]>(['view']);
  // One input: it shows whatever the server says about the email, the permissions or anything else.
  const emailError = apiFieldError(change.error, 'email');
  const manage = card.can.manage;
  return (
    <Stack gap="sm">
      <Text fw={600}>People with access</Text>
      {(users.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          Only the owner{manage ? ' (and your agency owner)' : ''} can open this card.
        </Text>
      ) : (
        <Table aria-label="People with access">
          <Table.Tbody>
            {(users.data ?? []).map((user) => (
              <Table.Tr key={user.user_id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <PermissionChecks
                    value={user.permissions}
                    disabled={!manage || change.isPending}
                    onChange={(next) =>
                      next.length > 0 &&
                      change.mutate({ kind: 'update', userId: user.user_id, permissions: next })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={!manage}
                    aria-label={`Remove ${user.name}`}
                    onClick={() => change.mutate({ kind: 'remove', userId: user.user_id })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {manage ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(
              { kind: 'assign', body: { email, permissions } },
              {
                onSuccess: () => {
                  setEmail('');
                  check.reset();
                },
              },
            );
          }}
        >
          <Stack gap="xs">
            <TextInput
              label="Give access by email"
              type="email"
              value={email}
              error={emailError}
              description={check.data ? check.data.message : 'They must be a user of your agency.'}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                check.reset();
              }}
              onBlur={() => email.includes('@') && check.mutate(email)}
            />
            <PermissionChecks value={permissions} onChange={setPermissions} />
            <Group>
              <Button
                type="submit"
                size="xs"
                loading={change.isPending}
                disabled={!email || permissions.length === 0 || check.data?.assignable === false}
              >
                Give access
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

/** SPEC §4: the owner offers the card to someone; they confirm or decline from their cards list. */
function Transfer({ card }: { card: CardDetail }) {
  const transfer = useCardTransfer(card.id);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const emailError = apiFieldError(transfer.error, 'email');
  if (!card.can.manage) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>Transfer ownership</Text>
      {card.pending_transfer ? (
        <Alert color="blue" title="Transfer waiting for an answer">
          <Text size="sm" mb="xs">
            Offered to {card.pending_transfer.to_email}. The card stays yours until they accept.
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={transfer.isPending}
            onClick={() => transfer.mutate({ kind: 'cancel' })}
          >
            Cancel transfer
          </Button>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            The new owner gets the card with all its leads and analytics.
          </Text>
          <Group>
            <Button size="xs" variant="light" onClick={() => setOpen(true)}>
              Transfer card…
            </Button>
          </Group>
        </>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={`Transfer ${card.name}`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            transfer.mutate({ kind: 'send', email }, { onSuccess: () => setOpen(false) });
          }}
        >
          <Stack>
            <TextInput
              label="Recipient's email"
              type="email"
              required
              value={email}
              error={emailError}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-autofocus
            />
            <Text size="sm" c="dimmed">
              They get an email and see the request in their cards list. Until they accept you can cancel it.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={transfer.isPending} disabled={!email}>
                Send transfer request
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}

export function SharingPanel({ card }: { card: CardDetail }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fw={600}>Links</Text>
        <LinkRow label="Short URL" url={card.short_url} />
        {card.custom_url ? <LinkRow label="Custom URL" url={card.custom_url} /> : null}
      </Stack>
      <Group align="flex-start" gap="lg">
        <Image src={card.qr_svg_url} alt={`QR code for ${card.url}`} w={160} h={160} fit="contain" />
        <Stack gap={6}>
          <Text fw={600}>QR code</Text>
          <Text size="sm" c="dimmed" maw={260}>
            Print it on paper cards, badges or your email signature: it opens {card.url}.
          </Text>
          <Anchor href={`${card.qr_svg_url}?download`} size="sm">
            Download SVG
          </Anchor>
          <Anchor href={`${card.qr_png_url}?download`} size="sm">
            Download PNG
          </Anchor>
        </Stack>
      </Group>
      <CardUsers card={card} />
      <Transfer card={card} />
    </Stack>
  );
}
