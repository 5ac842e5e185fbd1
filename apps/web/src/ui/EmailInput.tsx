import { TextInput, type TextInputProps } from '@mantine/core';

/** The email of an account form: label, type, autofill hint and "required" are the same on each. */
export function EmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="email" required {...props} />;
}
