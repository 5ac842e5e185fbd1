import { type UseFormReturnType, useForm } from '@mantine/form';
import { useState } from 'react';
import { type FieldErrors, FORM_ERROR, placeFieldErrors } from './forms.ts';

export type AccountForm<T extends Record<string, string>> = Omit<UseFormReturnType<T>, 'errors'> & {
  errors: FieldErrors;
  /** The field names: what `zodFieldErrors` and `apiFieldErrors` are told the form shows. */
  shown: readonly string[];
  /** A message for no field of the form, shown in its `FormAlert`. */
  formError: string | undefined;
  /** Shows errors where the form shows them (`placeFieldErrors`): a key that is no field goes to `formError`. */
  showErrors: (errors: FieldErrors) => void;
};

/**
 * A Mantine form over the string fields of an account form (sign-in, registration, passwords,
 * profile). Inputs bound with `getInputProps` carry their field's `name` (browsers' autofill reads
 * it), and editing a field clears its error so a stale message never lingers.
 */
export function useAccountForm<T extends Record<string, string>>(initialValues: T): AccountForm<T> {
  const form = useForm<T>({
    mode: 'controlled',
    initialValues,
    enhanceGetInputProps: ({ field }) => ({ name: field }),
  });
  // The first values name the fields; later renders pass fresh literals that are ignored.
  const [shown] = useState(() => Object.keys(initialValues));
  // Mantine allows any React node as an error; these forms only ever set messages.
  const errors = form.errors as FieldErrors;
  return {
    ...form,
    errors,
    shown,
    formError: errors[FORM_ERROR],
    showErrors: (next) => form.setErrors(placeFieldErrors(Object.entries(next), shown)),
  };
}
