import { PasswordInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { type FieldErrors, zodFieldErrors } from './forms.ts';

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

type BoundInput = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The new password and its confirmation, bound to `useFields`. */
export function NewPasswordInputs({
  bind,
}: {
  bind: (name: 'password' | 'password_confirmation') => BoundInput;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        description="At least 8 characters."
        autoComplete="new-password"
        required
        {...bind('password')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...bind('password_confirmation')}
      />
    </>
  );
}
