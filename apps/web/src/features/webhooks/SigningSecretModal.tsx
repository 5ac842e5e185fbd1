import { Alert, Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlert } from '../../ui/icons.tsx';
import { CopyField } from '../websites/parts/CopyField.tsx';

/**
 * A signing secret the server shows only once (a site webhook's, a card integration's): the
 * warning, the secret to copy, `children` saying how a receiver checks a signature, and a way
 * out that says the user has it.
 */
export function SigningSecretModal({
  secret,
  onClose,
  size,
  ifLost,
  children,
}: {
  secret: string | null;
  onClose: () => void;
  size?: ModalProps['size'];
  /** What to do when it is lost, when there is a way to get a new one. */
  ifLost?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={<Text fw={700}>Signing secret</Text>}
      size={size}
      centered
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlert />}>
          Copy it now: it is shown only this once.{ifLost ? ` ${ifLost}` : ''}
        </Alert>
        <CopyField label="Secret" value={secret ?? ''} />
        {children}
        <Group justify="flex-end">
          <Button onClick={onClose}>I have copied it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
