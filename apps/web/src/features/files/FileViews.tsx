import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { FileKind, StoredFile } from '@tessera/api-contract';
import { formatDateTime } from '../../ui/format.ts';
import { formatBytes } from '../../ui/upload/checks.ts';
import { type FileActionHandlers, FileActions } from './FileActions.tsx';
import classes from './Files.module.css';

export const KIND_LABELS: Record<FileKind, string> = {
  file: 'Uploaded file',
  image: 'Page image',
  logo: 'Logo',
  gallery: 'Gallery image',
  cover: 'Blog cover',
  meta: 'Meta image',
  favicon: 'Site icon',
};

const TYPE_LABELS: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/svg+xml': 'SVG',
};

export const typeLabel = (file: StoredFile) => TYPE_LABELS[file.content_type] ?? file.content_type;

function Thumbnail({ file, size }: { file: StoredFile; size: 'card' | 'row' }) {
  return (
    <div className={size === 'card' ? classes.cardThumb : classes.rowThumb}>
      <img src={file.thumbnail_url} alt={file.alt || ''} loading="lazy" decoding="async" />
    </div>
  );
}

export function FileGrid({
  files,
  loading,
  perPage,
  ...handlers
}: FileActionHandlers & { files: StoredFile[] | undefined; loading: boolean; perPage: number }) {
  if (loading || !files) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" aria-busy="true">
        {Array.from({ length: Math.min(perPage, 12) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} h={190} radius="md" data-testid="skeleton-card" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" component="ul" className={classes.grid}>
      {files.map((file) => (
        <Card key={file.id} withBorder padding="xs" radius="md" component="li" data-testid="file-card">
          <Card.Section>
            <Thumbnail file={file} size="card" />
          </Card.Section>
          <Group justify="space-between" wrap="nowrap" gap={4} mt="xs" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Tooltip label={file.name} openDelay={400} withinPortal>
                <Text size="sm" fw={500} truncate data-testid="file-name">
                  {file.name}
                </Text>
              </Tooltip>
              <Text size="xs" c="dimmed">
                {typeLabel(file)} · {file.width}×{file.height} · {formatBytes(file.bytes)}
              </Text>
            </Stack>
            <FileActions file={file} {...handlers} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function FileTable({
  files,
  loading,
  perPage,
  ...handlers
}: FileActionHandlers & { files: StoredFile[] | undefined; loading: boolean; perPage: number }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover aria-busy={loading}>
        <Table.Caption className={classes.caption}>Files of this website</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>
              <span className={classes.visuallyHidden}>Preview</span>
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th w={48}>
              <span className={classes.visuallyHidden}>Actions</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || !files
            ? Array.from({ length: Math.min(perPage, 8) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Table.Tr key={i}>
                  {[0, 1, 2, 3, 4, 5].map((cell) => (
                    <Table.Td key={cell}>
                      <Skeleton h={12} radius="xl" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : files.map((file) => (
                <Table.Tr key={file.id} data-testid="file-row">
                  <Table.Td>
                    <Thumbnail file={file} size="row" />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} data-testid="file-name">
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {typeLabel(file)} · {file.width}×{file.height}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray" size="sm">
                      {KIND_LABELS[file.kind]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatBytes(file.bytes)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(file.created_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <FileActions file={file} {...handlers} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
