import { Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { formatBytes } from '../../ui/upload/checks.ts';
import type { QueuedUpload } from './useUploadQueue.ts';

const STATUS: Record<QueuedUpload['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** The uploads of this visit: progress while they go, the outcome once they are done. */
export function UploadQueue({
  items,
  onCancel,
  onClear,
}: {
  items: QueuedUpload[];
  onCancel: (id: number) => void;
  onClear: () => void;
}) {
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status !== 'waiting' && item.status !== 'uploading');
  return (
    <Paper withBorder p="sm" mb="md" aria-label="Uploads" component="section">
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          Uploads
        </Text>
        {finished ? (
          <Button variant="subtle" size="compact-xs" onClick={onClear}>
            Clear finished
          </Button>
        ) : null}
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.id} data-testid="upload-item" data-status={item.status}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate style={{ minWidth: 0 }}>
                {item.name}{' '}
                <Text span size="xs" c="dimmed">
                  {formatBytes(item.size)}
                </Text>
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text
                  size="xs"
                  c={item.status === 'failed' ? 'red' : item.status === 'done' ? 'teal' : 'dimmed'}
                  aria-live="polite"
                >
                  {item.status === 'uploading' ? `${Math.round(item.progress * 100)}%` : STATUS[item.status]}
                </Text>
                {item.status === 'waiting' || item.status === 'uploading' ? (
                  <CloseButton
                    size="sm"
                    aria-label={`Cancel uploading ${item.name}`}
                    onClick={() => onCancel(item.id)}
                  />
                ) : null}
              </Group>
            </Group>
            {item.status === 'uploading' || item.status === 'waiting' ? (
              <Progress
                value={item.progress * 100}
                size="xs"
                mt={4}
                aria-label={`${item.name} upload progress`}
              />
            ) : null}
            {item.error ? (
              <Text size="xs" c="red" mt={2} role="alert">
                {item.error}
              </Text>
            ) : null}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
