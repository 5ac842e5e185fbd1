import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { staleVersionOf } from '../../api/errors.ts';

/** A stale save caught by a form: the record's version now, while the dialog is open. */
export function useVersionConflict() {
  const [currentVersion, setCurrentVersion] = useState<number | null>(null);
  /** Opens the dialog when `error` is a stale save (409); false for any other error. */
  const caught = useCallback((error: unknown): boolean => {
    const version = staleVersionOf(error);
    if (version === null) return false;
    setCurrentVersion(version);
    return true;
  }, []);
  const close = useCallback(() => setCurrentVersion(null), []);
  return { currentVersion, opened: currentVersion !== null, caught, close };
}

export interface VersionConflictDialogProps {
  opened: boolean;
  /** What was changed: "This page's settings were changed elsewhere". */
  title: string;
  /** Which choice is being carried out. */
  busy: 'latest' | 'mine' | null;
  /** Replace the form's values with the saved ones (the edits here are dropped). */
  onLoadLatest: () => void;
  /** Save the form's values over the saved ones. */
  onKeepMine: () => void;
  /** Decide later: nothing is saved or dropped, the form stays as it is. */
  onClose: () => void;
}

/**
 * The choice a stale save leaves (409): the same one the designer offers for a page, for the
 * forms that save a record's settings. Nothing is saved or dropped until the user picks.
 */
export function VersionConflictDialog(props: VersionConflictDialogProps) {
  const { opened, title, busy, onLoadLatest, onKeepMine, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeOnClickOutside={false}
      data-testid="version-conflict-dialog"
    >
      <Stack>
        <Text size="sm">
          Someone (or you, in another tab) saved a newer version after you opened this. Your changes are still
          here and nothing has been saved yet. Choose which version to keep.
        </Text>
        <Text size="sm" c="dimmed">
          Loading the latest version shows what was saved and discards your changes here. Keeping yours saves
          them over the other version.
        </Text>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onLoadLatest}
            loading={busy === 'latest'}
            disabled={busy !== null}
          >
            Load the latest version
          </Button>
          <Button onClick={onKeepMine} loading={busy === 'mine'} disabled={busy !== null}>
            Keep my version
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
