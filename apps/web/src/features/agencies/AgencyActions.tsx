import { Button, Group, Menu, Text } from '@mantine/core';
import type { AgencyListItem } from '@tessera/api-contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useArchiveAgency, useRestoreAgency } from '../../api/agencies.ts';
import { useImpersonate } from '../../api/impersonation.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { IconPencil, IconTrash, IconUser } from '../../ui/icons.tsx';
import { RowMenu } from '../../ui/list/RowActions.tsx';

/** Row actions of an agency: edit, sign in as its owner, archive (SPEC §4 delete) or restore. */
export function AgencyActions({ agency, editPath }: { agency: AgencyListItem; editPath: string }) {
  const location = useLocation();
  const impersonate = useImpersonate();
  const archive = useArchiveAgency();
  const restore = useRestoreAgency();
  const [confirming, setConfirming] = useState(false);
  const archived = agency.status === 'archived';

  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        disabled={!agency.owner || impersonate.isPending}
        loading={impersonate.isPending}
        aria-label={`Impersonate owner of ${agency.name}`}
        onClick={() =>
          agency.owner &&
          // Landing on the owner's home, and back here on stop, is the auth store's job.
          impersonate.mutate({ userId: agency.owner.id, returnTo: `${location.pathname}${location.search}` })
        }
      >
        Impersonate owner
      </Button>
      <RowMenu label={`More actions for ${agency.name}`}>
        <Menu.Item component={Link} to={editPath} leftSection={<IconPencil size={14} />}>
          Edit
        </Menu.Item>
        {archived ? (
          <Menu.Item leftSection={<IconUser size={14} />} onClick={() => restore.mutate(agency.id)}>
            Restore
          </Menu.Item>
        ) : (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setConfirming(true)}>
            Archive
          </Menu.Item>
        )}
      </RowMenu>
      <ConfirmModal
        opened={confirming}
        title={`Archive ${agency.name}?`}
        confirmLabel="Archive agency"
        loading={archive.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => archive.mutate(agency.id, { onSettled: () => setConfirming(false) })}
      >
        <Text size="sm">
          Its owner and users lose access until it is restored. Websites and data are kept; you can restore
          the agency from the Archived tab at any time.
        </Text>
      </ConfirmModal>
    </Group>
  );
}
