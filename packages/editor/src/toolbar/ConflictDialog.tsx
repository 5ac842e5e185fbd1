import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { PageDocument } from '@tessera/document';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useEditor } from '../context.tsx';
import type { LoadedDesign } from '../services.ts';

function download(name: string, document: PageDocument): void {
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(window.document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A 409 (someone else saved this page first): the user keeps their copy (it overwrites the
 * server's) or takes the server's; either copy can be downloaded first. Nothing is saved or
 * discarded until a choice is made, and the editor keeps working meanwhile.
 */
export function ConflictDialog() {
  const { source, engine, autosaver, services, saveState } = useEditor();
  const opened = useStore(saveState, (s) => s.status === 'conflict');
  const [theirs, setTheirs] = useState<LoadedDesign | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    setTheirs(null);
    setError(null);
    source
      .load(controller.signal)
      .then(setTheirs)
      .catch(
        (e: unknown) =>
          !controller.signal.aborted &&
          setError(e instanceof Error ? e.message : 'The latest version could not be loaded.'),
      );
    return () => controller.abort();
  }, [opened, source]);

  const keepMine = () => {
    if (!theirs) return;
    autosaver.resolve('mine', theirs.version);
    services.notify('info', 'Saving your version over the other one.');
  };
  const takeTheirs = () => {
    if (!theirs) return;
    // Resolved first, so the replacement is what the server has (nothing to save); then the
    // replacement is one undo step: Undo brings this tab's version back (and saves it over).
    autosaver.resolve('theirs', theirs.version, theirs.document);
    engine.replaceDocument(theirs.document, { step: 'Load the latest version' });
    services.notify('info', 'Loaded the latest saved version. Undo brings yours back.');
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="This page was changed elsewhere"
      centered
      size="lg"
      data-testid="conflict-dialog"
    >
      <Stack>
        <Text size="sm">
          Someone (or this page in another tab) saved a newer version after you opened it. Your changes are
          safe in this browser. Choose which version to keep; you can download either one first, and after
          loading the latest version, Undo brings yours back.
        </Text>
        {error ? <Alert color="red">{error}</Alert> : null}
        {theirs === null && !error ? <Loader size="sm" /> : null}
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => download('my-version.json', engine.doc)}>
              Download my version
            </Button>
            <Button
              variant="subtle"
              size="xs"
              disabled={!theirs}
              onClick={() => theirs && download('latest-version.json', theirs.document)}
            >
              Download the latest version
            </Button>
          </Group>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" disabled={!theirs} onClick={takeTheirs}>
            Load the latest version
          </Button>
          <Button disabled={!theirs} onClick={keepMine}>
            Keep my version
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
