import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The end of a form on its own screen: Cancel goes back to `cancelTo`, the submit button saves. */
export function FormButtons({
  cancelTo,
  saving,
  disabled = false,
  children,
}: {
  cancelTo: string;
  saving: boolean;
  disabled?: boolean;
  /** The submit button's label ("Save menu"). */
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={cancelTo}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} disabled={disabled}>
        {children}
      </Button>
    </Group>
  );
}

/** The end of a form in a modal: Cancel closes it, the submit button saves. */
export function ModalFormButtons({
  onCancel,
  saving,
  children,
}: {
  onCancel: () => void;
  saving: boolean;
  /** The submit button's label ("Import page"). */
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {children}
      </Button>
    </Group>
  );
}
