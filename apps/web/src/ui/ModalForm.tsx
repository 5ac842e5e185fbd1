import { Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from './FormAlert.tsx';
import { ModalFormButtons } from './FormButtons.tsx';
import type { FieldErrors } from './forms.ts';

/**
 * A form in a modal: its title, the form-level alert (FormAlert) above the inputs, and Cancel
 * and submit below them. Enter submits; the browser's own validation stays off so every
 * message comes from the form's schema and lands where `errors` puts it.
 */
export function ModalForm({
  title,
  opened = true,
  onClose,
  size = 'lg',
  errors,
  onSubmit,
  saving,
  submitLabel,
  children,
}: {
  title: ReactNode;
  opened?: boolean;
  onClose: () => void;
  size?: ModalProps['size'];
  errors: FieldErrors;
  onSubmit: () => void;
  saving: boolean;
  /** The submit button's label ("Create webhook"). */
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{title}</Text>} size={size} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <FormAlert errors={errors} />
          {children}
          <ModalFormButtons onCancel={onClose} saving={saving}>
            {submitLabel}
          </ModalFormButtons>
        </Stack>
      </form>
    </Modal>
  );
}
