import { PasswordInput } from '@mantine/core';
import type { z } from 'zod';
import { type FieldErrors, zodFieldErrors } from './forms.ts';
import type { AccountForm } from './useAccountForm.ts';

export const PASSWORDS_DIFFER = 'The passwords do not match.';

/**
 * A form choosing a new password, typed twice: `schema`'s own messages first, then whether the
 * confirmation matches (only once the password itself is acceptable).
 */
export function parseNewPassword<T, I extends { password: string }>(
  schema: z.ZodType<T>,
  input: I,
  confirmation: string,
): { data: T; errors?: never } | { data?: never; errors: FieldErrors } {
  const parsed = schema.safeParse(input);
  const errors = parsed.success
    ? {}
    : zodFieldErrors(parsed.error, [...Object.keys(input), 'password_confirmation']);
  if (!errors.password && input.password !== confirmation) errors.password_confirmation = PASSWORDS_DIFFER;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { data: parsed.data };
}

/** The new password and its confirmation, in an account form that has both fields. */
export function NewPasswordInputs({
  form,
}: {
  form: Pick<AccountForm<{ password: string; password_confirmation: string }>, 'getInputProps'>;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        description="At least 8 characters."
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
