import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useDocState, useEditor, useUi } from '../context.tsx';
import { runCommand } from '../model/commands.ts';
import { IconEye, IconEyeOff, IconPlus, IconSettings, IconTrash } from '../ui/icons.tsx';

/**
 * Page popups (SPEC §4): create, open on the canvas (it stays open while its content is edited),
 * settings, delete with confirmation. A button opens one with the Popup action.
 */
export function Popups() {
  const { engine, services } = useEditor();
  const popups = useDocState((s) => s.doc.popups);
  const openId = useUi((s) => s.openPopupId);
  const [name, setName] = useState('');
  const [confirm, setConfirm] = useState<{ id: string; name: string } | null>(null);

  const create = () => {
    const outcome = runCommand(engine, 'addPopup', { name: name.trim() || `Popup ${popups.length + 1}` });
    if (!outcome.ok) services.notify('error', outcome.message);
    else setName('');
  };

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        Popups open over the page: from a button whose action is “Popup”, after a delay, on exit intent or
        after scrolling (set in the popup’s settings).
      </Text>
      <Group gap={6} wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          placeholder="New popup name"
          aria-label="New popup name"
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && create()}
        />
        <Button leftSection={<IconPlus size={14} />} onClick={create}>
          Add
        </Button>
      </Group>
      {popups.length === 0 ? (
        <Text size="sm" c="dimmed">
          This page has no popups yet.
        </Text>
      ) : (
        popups.map((popup) => {
          const open = openId === popup.id;
          return (
            <Group
              key={popup.id}
              gap={4}
              wrap="nowrap"
              justify="space-between"
              style={{ borderBottom: '1px solid #eef2f7', paddingBottom: 4 }}
            >
              <Text size="sm" fw={open ? 600 : 400} truncate style={{ flex: 1 }}>
                {popup.name || 'Popup'}
              </Text>
              <Tooltip label={open ? 'Close on the canvas' : 'Open on the canvas'} withinPortal>
                <ActionIcon
                  variant={open ? 'filled' : 'subtle'}
                  aria-label={open ? `Close ${popup.name}` : `Open ${popup.name}`}
                  onClick={() => {
                    runCommand(engine, 'openPopup', { id: open ? null : popup.id });
                    if (!open) runCommand(engine, 'select', { id: popup.id });
                  }}
                >
                  {open ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Settings" withinPortal>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Settings of ${popup.name}`}
                  onClick={() => {
                    runCommand(engine, 'openPopup', { id: popup.id });
                    runCommand(engine, 'select', { id: popup.id });
                  }}
                >
                  <IconSettings size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete" withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${popup.name}`}
                  onClick={() => setConfirm({ id: popup.id, name: popup.name })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })
      )}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title="Delete this popup?" centered>
        <Stack>
          <Text size="sm">
            “{confirm?.name}” and everything in it will be removed. Buttons that open it will do nothing until
            you pick another popup. You can undo this with Ctrl+Z.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (confirm) runCommand(engine, 'remove', { id: confirm.id });
                setConfirm(null);
              }}
            >
              Delete popup
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
