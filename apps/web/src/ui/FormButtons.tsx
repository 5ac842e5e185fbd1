import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ActionGate, PermissionGate } from './PermissionGate.tsx';

/**
 * The end of a form on its own screen: Cancel goes back to `cancelTo`, the submit button saves.
 * With a `gate` the caller lacks, the submit button shows the no-permission gate (SPEC §6), so
 * the form can be read but never sent to be refused (a disabled submit also stops Enter).
 */
export function FormButtons({
  cancelTo,
  saving,
  disabled = false,
  gate,
  children,
}: {
  cancelTo: string;
  saving: boolean;
  disabled?: boolean;
  gate?: ActionGate;
  /** The submit button's label ("Save menu"). */
  children: ReactNode;
}) {
  const submit = (
    <Button type="submit" loading={saving} disabled={disabled}>
      {children}
    </Button>
  );
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={cancelTo}>
        Cancel
      </Button>
      {gate ? (
        <PermissionGate allowed={gate.allowed} permission={gate.permission} message={gate.message}>
          {submit}
        </PermissionGate>
      ) : (
        submit
      )}
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
