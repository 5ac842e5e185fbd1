import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Divider,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type PreviewShare, type ShareExpiry, shareExpiries } from '@tessera/api-contract';
import { useState } from 'react';
import { describeError } from '../../api/errors.ts';
import {
  type ShareSubject,
  shareUrl,
  useIssuePreviewShare,
  usePreviewShares,
  useRevokePreviewShare,
} from '../../api/preview-shares.ts';
import { formatDateTime } from '../format.ts';
import { IconCheck, IconCopy } from '../icons.tsx';

export const expiryLabel: Record<ShareExpiry, string> = {
  '1h': '1 hour',
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
};

/** A link with a button copying it; the field selects the whole link when focused. */
function CopyableLink({ url, label }: { url: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={url} timeout={2500}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'filled'}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** One working link: who made it, until when, how often it was opened; copy it, or revoke it after a confirmation. */
function ShareRow({
  share,
  url,
  onRevoke,
  revoking,
}: {
  share: PreviewShare;
  url: string | null;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const opened =
    share.open_count === 0
      ? 'not opened yet'
      : `opened ${share.open_count === 1 ? 'once' : `${share.open_count} times`}`;
  return (
    <Stack gap={6} data-testid="share-row">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            Works until {formatDateTime(share.expires_at)}
          </Text>
          <Text size="xs" c="dimmed">
            Created by {share.created_by?.name ?? 'a deleted user'} on {formatDateTime(share.created_at)} ·{' '}
            {opened}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {url ? (
            <CopyButton value={url} timeout={2500}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={`Copy the link that works until ${formatDateTime(share.expires_at)}`}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          ) : null}
          {confirming ? null : (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              Revoke
            </Button>
          )}
        </Group>
      </Group>
      {confirming ? (
        <Alert color="red" variant="light" p="xs" role="alertdialog" aria-label="Revoke this link?">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">Revoke this link? Whoever holds it can no longer open the preview.</Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
              <Button size="compact-sm" color="red" loading={revoking} onClick={onRevoke} data-autofocus>
                Revoke link
              </Button>
            </Group>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Share a preview: a link to the record's draft that opens without signing in, for a chosen
 * time, and the record's working links, each revocable. The link is the record's public preview
 * route (`previewPath`) with the share token in its fragment.
 */
export function SharePreviewDialog({
  opened,
  onClose,
  subject,
  previewPath,
  name,
}: {
  opened: boolean;
  onClose: () => void;
  subject: ShareSubject;
  previewPath: string;
  /** What is shared, as its list names it. */
  name: string;
}) {
  const [expiry, setExpiry] = useState<ShareExpiry>('7d');
  const shares = usePreviewShares(subject, opened);
  const issue = useIssuePreviewShare(subject);
  const revoke = useRevokePreviewShare(subject);
  const created = issue.data?.token ? shareUrl(previewPath, issue.data.token) : null;
  const close = () => {
    issue.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>Share a preview of “{name}”</Text>}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Anyone with the link sees the current draft, without signing in, until the link expires or you
          revoke it. Changes you make later show too.
        </Text>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="share-expiry-label">
            The link works for
          </Text>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SegmentedControl
              aria-labelledby="share-expiry-label"
              value={expiry}
              onChange={(value) => setExpiry(value as ShareExpiry)}
              data={shareExpiries.map((value) => ({ value, label: expiryLabel[value] }))}
            />
            <Button loading={issue.isPending} onClick={() => issue.mutate(expiry)}>
              Create link
            </Button>
          </Group>
        </Stack>
        {created ? <CopyableLink url={created} label="Your new link" /> : null}
        <Divider label="Working links" labelPosition="left" />
        {shares.isPending ? (
          <Group justify="center" py="sm">
            <Loader size="sm" aria-label="Loading the links" />
          </Group>
        ) : shares.error ? (
          <Alert color="red" variant="light">
            The links could not be loaded. {describeError(shares.error)}
          </Alert>
        ) : shares.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No working links. Create one above to share this preview.
          </Text>
        ) : (
          <Stack gap="sm">
            {shares.data.map((share) => (
              <ShareRow
                key={share.id}
                share={share}
                url={share.token ? shareUrl(previewPath, share.token) : null}
                revoking={revoke.isPending && revoke.variables === share.id}
                onRevoke={() => revoke.mutate(share.id)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
