import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { BackupKind, BackupSummary } from '@tessera/api-contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useAutomaticBackup,
  useBackups,
  useDeleteBackup,
  useInstantBackup,
  useRestoreBackup,
  useSetAutomaticBackup,
  useUpdateBackup,
} from '../../api/backups.ts';
import { describeError } from '../../api/errors.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { ModalFormButtons } from '../../ui/FormButtons.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { IconAlert, IconRotate } from '../../ui/icons.tsx';
import { type Column, ListFooter, ListTable } from '../../ui/list/ListTable.tsx';
import { GatedMenuItem, RowMenu } from '../../ui/list/RowActions.tsx';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { useSite } from '../websites/siteContext.ts';
import { backupContents, formatBytes } from './describe.ts';

const PER_PAGE = 20;

const KIND_LOOK: Record<BackupKind, { label: string; color: string }> = {
  manual: { label: 'Manual', color: 'blue' },
  automatic: { label: 'Automatic', color: 'grape' },
  pre_restore: { label: 'Before a restore', color: 'orange' },
};

/** SPEC §4 backups: take one now, switch daily backups on, restore or delete. */
export function BackupsScreen() {
  const site = useSite();
  const [query, setQuery] = useSearchParams();
  const page = Math.max(1, Number(query.get('page')) || 1);
  const kind = (query.get('kind') ?? 'all') as BackupKind | 'all';
  const list = useBackups(site.id, { page, per_page: PER_PAGE, ...(kind === 'all' ? {} : { kind }) });
  const mayManage = site.permissions.includes('manage_settings');
  const gate = { allowed: mayManage, permission: 'manage_settings' } as const;
  const take = useInstantBackup(site.id);
  const [note, setNote] = useState('');
  const [renaming, setRenaming] = useState<BackupSummary | null>(null);
  const restore = useRestoreBackup(site.id);
  const restoring = useRowConfirm<BackupSummary>(restore);
  const remove = useDeleteBackup(site.id);
  const deleting = useRowConfirm<BackupSummary>(remove);

  const set = (name: string, value: string | null) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      if (name === 'kind') next.delete('page');
      return next;
    });

  const columns: Column<BackupSummary, 'created_at'>[] = [
    {
      id: 'taken',
      header: 'Taken',
      render: (backup) => (
        <div>
          <Text size="sm" fw={600}>
            {formatDateTime(backup.created_at)}
          </Text>
          {backup.note ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {backup.note}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      id: 'kind',
      header: 'Kind',
      render: (backup) => (
        <Group gap={4}>
          <Badge variant="light" color={KIND_LOOK[backup.kind].color}>
            {KIND_LOOK[backup.kind].label}
          </Badge>
          {backup.restored_at ? (
            <Badge variant="outline" color="teal" title={`Restored ${formatDateTime(backup.restored_at)}`}>
              Restored
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      id: 'contents',
      header: 'Contents',
      render: (backup) => <Text size="sm">{backupContents(backup.counts)}</Text>,
    },
    {
      id: 'size',
      header: 'Size',
      align: 'right',
      render: (backup) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatBytes(backup.size_bytes)}
        </Text>
      ),
    },
    { id: 'by', header: 'By', render: (backup) => <Text size="sm">{backup.created_by ?? 'Automatic'}</Text> },
    {
      id: 'actions',
      header: '',
      align: 'right',
      width: 150,
      render: (backup) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <PermissionGate allowed={mayManage} permission="manage_settings">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRotate size={14} />}
              onClick={() => restoring.open(backup)}
            >
              Restore
            </Button>
          </PermissionGate>
          <RowMenu label={`More for the backup of ${formatDateTime(backup.created_at)}`}>
            <GatedMenuItem gate={gate} onClick={() => setRenaming(backup)}>
              Edit note
            </GatedMenuItem>
            <GatedMenuItem gate={gate} color="red" onClick={() => deleting.open(backup)}>
              Delete
            </GatedMenuItem>
          </RowMenu>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="lg">
          <Stack gap={4} maw={520}>
            <Title order={2} size="h4">
              Back up now
            </Title>
            <Text size="sm" c="dimmed">
              Saves this website’s pages (drafts and what is published), menus, forms, redirects, keywords and
              settings. Contacts, files and statistics are not part of a backup and are never touched by a
              restore.
            </Text>
          </Stack>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              take.mutate(note, { onSuccess: () => setNote('') });
            }}
          >
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                label="Note"
                placeholder="e.g. Before the spring redesign"
                maxLength={200}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                w={260}
              />
              <PermissionGate allowed={mayManage} permission="manage_settings">
                <Button type="submit" loading={take.isPending}>
                  Back up now
                </Button>
              </PermissionGate>
            </Group>
          </form>
        </Group>
        <AutomaticBackups landingId={site.id} mayManage={mayManage} />
      </Paper>

      <Paper withBorder p="md">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2} size="h4">
            Backups
          </Title>
          <SegmentedControl
            aria-label="Show backups"
            size="xs"
            value={kind}
            onChange={(value) => set('kind', value === 'all' ? null : value)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'manual', label: 'Manual' },
              { value: 'automatic', label: 'Automatic' },
              { value: 'pre_restore', label: 'Before restores' },
            ]}
          />
        </Group>
        <ListTable
          caption={`Backups of ${site.title}`}
          columns={columns}
          rows={list.data?.data}
          rowKey={(backup) => backup.id}
          sort={{ sort: 'created_at', order: 'desc' }}
          onSort={() => undefined}
          loading={list.isPending}
          refreshing={list.isPlaceholderData}
          error={list.error}
          onRetry={() => void list.refetch()}
          empty={{ title: 'No backups yet', description: 'Take one now, or switch on daily backups.' }}
          filtered={kind !== 'all'}
          perPage={PER_PAGE}
        />
        <ListFooter
          page={page}
          perPage={PER_PAGE}
          total={list.data?.meta.total}
          onPage={(next) => set('page', String(next))}
        />
      </Paper>

      <ConfirmModal
        {...restoring.modal}
        title={`Restore the backup of ${restoring.row ? formatDateTime(restoring.row.created_at) : ''}?`}
        confirmLabel="Restore this backup"
        color="orange"
      >
        <Stack gap="xs">
          <Text size="sm">
            Pages, menus, forms, redirects, keywords and settings go back to how they were then, all at once.
            Pages made since are removed; the live site changes immediately.
          </Text>
          <Text size="sm">A backup of the website as it is now is taken first, so you can undo this.</Text>
          {restore.error ? (
            <Alert color="red" variant="light" icon={<IconAlert />}>
              {describeError(restore.error)}
            </Alert>
          ) : null}
        </Stack>
      </ConfirmModal>
      <ConfirmModal {...deleting.modal} title="Delete this backup?" confirmLabel="Delete backup">
        <Text size="sm">It cannot be restored afterwards. The website itself is not changed.</Text>
      </ConfirmModal>
      {renaming ? (
        <NoteModal landingId={site.id} backup={renaming} onClose={() => setRenaming(null)} />
      ) : null}
    </Stack>
  );
}

function AutomaticBackups({ landingId, mayManage }: { landingId: number; mayManage: boolean }) {
  const option = useAutomaticBackup(landingId);
  const toggle = useSetAutomaticBackup(landingId);
  if (option.error && !option.data)
    return (
      <Text size="sm" c="red" mt="md">
        {describeError(option.error)}
      </Text>
    );
  if (!option.data) return <Skeleton h={40} mt="md" />;
  const data = option.data;
  return (
    <Group
      mt="lg"
      pt="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      justify="space-between"
      wrap="wrap"
    >
      <PermissionGate allowed={mayManage} permission="manage_settings">
        <Switch
          label="Daily automatic backups"
          description={`One a day at 02:00 UTC; the newest ${data.keep} are kept.`}
          checked={data.enabled}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
      </PermissionGate>
      <Text size="xs" c="dimmed">
        {data.last_run_at ? `Last automatic backup ${formatDateTime(data.last_run_at)}. ` : ''}
        {data.next_run_at ? `Next ${formatDateTime(data.next_run_at)}.` : 'Off.'}
      </Text>
    </Group>
  );
}

function NoteModal({
  landingId,
  backup,
  onClose,
}: {
  landingId: number;
  backup: BackupSummary;
  onClose: () => void;
}) {
  const update = useUpdateBackup(landingId);
  const [note, setNote] = useState(backup.note);
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>Backup note</Text>} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: backup.id, note }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <TextInput
            label="Note"
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            data-autofocus
          />
          <ModalFormButtons onCancel={onClose} saving={update.isPending}>
            Save note
          </ModalFormButtons>
        </Stack>
      </form>
    </Modal>
  );
}
