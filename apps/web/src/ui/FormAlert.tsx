import { Alert } from '@mantine/core';
import { type FieldErrors, FORM_ERROR } from './forms.ts';
import { IconAlert } from './icons.tsx';

/**
 * The form-level message: what a check said about no input the form shows (see FORM_ERROR).
 * Every form that takes field errors renders one, where the eye lands before the buttons.
 */
export function FormAlert({
  errors,
  title = 'This could not be saved',
}: {
  errors: FieldErrors;
  title?: string;
}) {
  const message = errors[FORM_ERROR];
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlert />} role="alert">
      {message}
    </Alert>
  );
}
