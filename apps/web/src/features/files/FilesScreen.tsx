import {
  Button,
  EmptyState,
  FileButton,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ACCEPT_ATTRIBUTE,
  type FileKind,
  fileKinds,
  type LandingFileListQuery,
  landingFileListQuery,
  type StoredFile,
} from '@tessera/api-contract';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useDeleteSiteFile,
  useInvalidateFiles,
  useRotateFile,
  useSiteFiles,
  useStorageUsage,
} from '../../api/files.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconGrid, IconInbox, IconList, IconUpload } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { ListFooter } from '../../ui/list/ListTable.tsx';
import type { ListConfig } from '../../ui/list/params.ts';
import { SearchField } from '../../ui/list/SearchField.tsx';
import { useClampPage, useListParams } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { formatBytes } from '../../ui/upload/checks.ts';
import { useFileDrop } from '../../ui/upload/useFileDrop.ts';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { notifyCopied } from '../websites/parts/CopyField.tsx';
import { useSite, useSitePermission } from '../websites/siteContext.ts';
import classes from './Files.module.css';
import { FileGrid, FileTable, KIND_LABELS } from './FileViews.tsx';
import { RenameFileModal } from './RenameFileModal.tsx';
import { UploadQueue } from './UploadQueue.tsx';
import { useUploadQueue } from './useUploadQueue.ts';

type SortField = LandingFileListQuery['sort'];
const DEFAULTS = landingFileListQuery.parse({});
const PER_PAGE = 24;
const LIST_CONFIG: ListConfig<SortField> = {
  sortFields: landingFileListQuery.shape.sort.unwrap().options,
  defaultSort: DEFAULTS.sort,
  defaultOrder: DEFAULTS.order,
};
const SORTS = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'bytes:desc', label: 'Largest first' },
  { value: 'bytes:asc', label: 'Smallest first' },
];
type ViewMode = 'grid' | 'list';
const VIEW_STORAGE_KEY = 'tessera.files.view';

function storedView(): ViewMode {
  try {
    return localStorage.getItem(VIEW_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function StorageMeter() {
  const usage = useStorageUsage();
  if (!usage.data) return null;
  const { used_bytes: used, quota_bytes: quota } = usage.data;
  const share = quota > 0 ? Math.min(100, (used / quota) * 100) : 0;
  return (
    <Stack gap={4} miw={200} data-testid="storage-meter">
      <Text size="xs" c="dimmed">
        Storage: {formatBytes(used)} of {formatBytes(quota)} used
      </Text>
      <Progress
        value={share}
        size="sm"
        color={share > 90 ? 'red' : share > 75 ? 'yellow' : 'blue'}
        aria-label={`Storage used: ${Math.round(share)}%`}
      />
    </Stack>
  );
}

async function copyUrl(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notifyCopied();
  } catch {
    notifications.show({
      color: 'red',
      message: 'The address could not be copied. Copy it from the file instead.',
    });
  }
}

/**
 * The Files tab (`/agency/websites/{id}/files`): every file of the site, as a grid or a list,
 * with upload (several at once, drag and drop, progress), rename, rotate, copy URL and delete.
 * Files are served from the site's own address.
 */
export function FilesScreen() {
  const site = useSite();
  const canEdit = useSitePermission('edit_design');
  const [params, update] = useListParams(LIST_CONFIG);
  const [query, setQuery] = useSearchParams();
  const kindParam = query.get('kind');
  const kind = (fileKinds as readonly string[]).includes(kindParam ?? '') ? (kindParam as FileKind) : null;
  const [view, setView] = useState<ViewMode>(storedView);
  const usage = useStorageUsage();
  const invalidate = useInvalidateFiles();
  const queue = useUploadQueue(site.id, usage.data?.max_upload_bytes ?? null, invalidate);
  const list = useSiteFiles(site.id, {
    page: params.page,
    per_page: PER_PAGE,
    search: params.search || undefined,
    sort: params.sort,
    order: params.order,
    ...(kind ? { kind } : {}),
  });
  const total = list.data?.meta.total;
  useClampPage(params.page, total, PER_PAGE, (page) => update({ page }));

  const [renaming, setRenaming] = useState<StoredFile | null>(null);
  const remove = useDeleteSiteFile(site.id);
  const deleting = useRowConfirm<StoredFile>(remove);
  const rotate = useRotateFile();

  const addFiles = useCallback((files: File[]) => queue.add(files), [queue.add]);
  const { dragging, dropProps } = useFileDrop(addFiles, canEdit);

  const handlers = {
    canEdit,
    onCopy: (file: StoredFile) => void copyUrl(file.url),
    onRename: setRenaming,
    onDelete: deleting.open,
    onRotate: (file: StoredFile, degrees: 90 | 270) =>
      rotate.mutate(
        { id: file.id, degrees },
        {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              message:
                'Rotated. The turned image has a new address; pages keep showing the old one until you pick it again.',
            }),
        },
      ),
  };

  const setKind = (value: string | null) => {
    setQuery(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('kind', value);
        else next.delete('kind');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const rows = list.data?.data;
  const filtered = params.search !== '' || kind !== null;

  return (
    <div className={classes.drop} data-dragging={dragging || undefined} {...dropProps}>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="md">
        <div>
          <Title order={2} size="h3">
            Files
          </Title>
          <Text size="sm" c="dimmed">
            Images of this website, served from {site.subdomain_url.replace(/^https?:\/\//, '')}.
          </Text>
        </div>
        <Group gap="md" align="flex-end">
          <StorageMeter />
          <PermissionGate allowed={canEdit} permission="edit_design">
            <FileButton onChange={(files) => addFiles(files)} accept={ACCEPT_ATTRIBUTE} multiple>
              {(buttonProps) => (
                <Button {...buttonProps} leftSection={<IconUpload size={18} />}>
                  Upload files
                </Button>
              )}
            </FileButton>
          </PermissionGate>
        </Group>
      </Group>

      <UploadQueue items={queue.items} onCancel={queue.cancel} onClear={queue.clearFinished} />

      <Paper withBorder p="md">
        <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <SearchField
              label="Search files"
              value={params.search}
              onCommit={(search) => update({ search })}
            />
            <Select
              label="Kind"
              data={[
                { value: '', label: 'All kinds' },
                ...fileKinds.map((value) => ({ value, label: KIND_LABELS[value] })),
              ]}
              value={kind ?? ''}
              onChange={(value) => setKind(value || null)}
              allowDeselect={false}
              w={170}
            />
            <Select
              label="Sort by"
              data={SORTS}
              value={`${params.sort}:${params.order}`}
              onChange={(value) => {
                const [sort, order] = (value ?? 'created_at:desc').split(':') as [SortField, 'asc' | 'desc'];
                update({ sort, order });
              }}
              allowDeselect={false}
              w={170}
            />
          </Group>
          <SegmentedControl
            aria-label="View as"
            value={view}
            onChange={(value) => {
              const next = value === 'list' ? 'list' : 'grid';
              setView(next);
              try {
                localStorage.setItem(VIEW_STORAGE_KEY, next);
              } catch {
                // Private mode: the choice lasts for this visit only.
              }
            }}
            data={[
              {
                value: 'grid',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconGrid size={16} />
                    <VisuallyHidden>Grid</VisuallyHidden>
                  </Group>
                ),
              },
              {
                value: 'list',
                label: (
                  <Group gap={4} wrap="nowrap">
                    <IconList size={16} />
                    <VisuallyHidden>List</VisuallyHidden>
                  </Group>
                ),
              },
            ]}
          />
        </Group>

        {list.error && !rows ? (
          <LoadError
            title="The files could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py="xl"
            icon={<IconInbox size={28} />}
            withIndicatorBackground
            title={filtered ? 'No results' : 'No files yet'}
            description={
              filtered
                ? 'No file matches. Try other words or another kind.'
                : canEdit
                  ? 'Upload images to use them on this website, or drop them here.'
                  : 'Files uploaded to this website appear here.'
            }
          />
        ) : view === 'grid' ? (
          <FileGrid files={rows} loading={list.isPending} perPage={PER_PAGE} {...handlers} />
        ) : (
          <FileTable files={rows} loading={list.isPending} perPage={PER_PAGE} {...handlers} />
        )}
        <ListFooter
          page={params.page}
          perPage={PER_PAGE}
          total={total}
          estimated={list.data?.meta.total_estimated}
          onPage={(page) => update({ page })}
        />
      </Paper>

      <RenameFileModal landingId={site.id} file={renaming} onClose={() => setRenaming(null)} />
      <ConfirmModal {...deleting.modal} title="Delete this file?" confirmLabel="Delete file">
        <Text size="sm">
          <b>{deleting.row?.name}</b> will be deleted from storage. Pages that show it will show a broken
          image until you choose another one. This cannot be undone.
        </Text>
      </ConfirmModal>
    </div>
  );
}
