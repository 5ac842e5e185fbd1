import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { emailRule } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { usePasswordResetRequest } from '../../api/auth.ts';
import { EmailInput } from '../../ui/EmailInput.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors } from '../../ui/forms.ts';
import { useAccountForm } from '../../ui/useAccountForm.ts';
import { AuthFormFooter } from './AuthFormFooter.tsx';
import { AuthHeading } from './AuthHeading.tsx';

const requestForm = emailRule.transform((email) => ({ email }));

export function PasswordRequestScreen() {
  const request = usePasswordResetRequest();
  const form = useAccountForm({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = requestForm.safeParse(form.values.email);
    if (!parsed.success) {
      form.showErrors({ email: parsed.error.issues[0]?.message ?? 'Enter a valid email.' });
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (error) => form.showErrors(apiFieldErrors(error, form.shown)),
    });
  };

  if (sentTo) {
    return (
      <Stack gap="md">
        <AuthHeading id="request-title" title="Check your inbox" />
        <Alert color="teal" variant="light" role="status">
          If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way.
        </Alert>
        <Text size="sm" c="dimmed">
          The link works once and expires after a while. No mail? Check the spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            send it again
          </Anchor>
          .
        </Text>
        <Button component={Link} to="/login" variant="light" fullWidth>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="request-title">
      <AuthHeading id="request-title" title="Reset your password">
        Enter your account's email and we will send you a link to choose a new password.
      </AuthHeading>
      <Stack gap="md">
        <FormAlert errors={form.errors} title="The link could not be sent" />
        <EmailInput {...form.getInputProps('email')} />
        <AuthFormFooter submitLabel="Send reset link" pending={request.isPending} />
      </Stack>
    </form>
  );
}
