import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/**
 * Confirmation before a destructive action. With `typeToConfirm`, the action unlocks only once
 * that text is typed (for what cannot be undone and takes a lot with it, such as a whole site).
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading = false,
  typeToConfirm,
  color = 'red',
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  typeToConfirm?: string;
  color?: string;
}) {
  const [typed, setTyped] = useState('');
  const locked = typeToConfirm !== undefined && typed.trim() !== typeToConfirm;
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>{title}</Text>} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked && !loading) onConfirm();
        }}
      >
        <Stack gap="md">
          <div>{children}</div>
          {typeToConfirm !== undefined ? (
            <TextInput
              label={
                <>
                  Type <b>{typeToConfirm}</b> to confirm
                </>
              }
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              data-autofocus
              autoComplete="off"
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={color}
              loading={loading}
              disabled={locked}
              data-autofocus={typeToConfirm === undefined ? true : undefined}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
