import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { passwordResetRequest } from '@tessera/api-contract';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePasswordReset } from '../../api/auth.ts';
import { EmailInput } from '../../ui/EmailInput.tsx';
import { apiFieldErrors } from '../../ui/forms.ts';
import { NewPasswordInputs, parseNewPassword } from '../../ui/newPassword.tsx';
import { useAccountForm } from '../../ui/useAccountForm.ts';
import { AuthFormFooter } from './AuthFormFooter.tsx';
import { AuthHeading } from './AuthHeading.tsx';

/** The "use the link" half of `POST /passwords/reset`. */
const [, setPasswordForm] = passwordResetRequest.options;

export function PasswordResetScreen() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const reset = usePasswordReset();
  const token = query.get('token') ?? '';
  const form = useAccountForm({ email: query.get('email') ?? '', password: '', password_confirmation: '' });

  if (!token) {
    return (
      <Stack gap="md">
        <AuthHeading id="reset-title" title="Choose a new password" />
        <Alert color="red" variant="light" role="alert">
          This link is incomplete. Open the link from the email again, or ask for a new one.
        </Alert>
        <Button component={Link} to="/passwords/request" fullWidth>
          Ask for a new link
        </Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password_confirmation, ...rest } = form.values;
    const parsed = parseNewPassword(setPasswordForm, { ...rest, token }, password_confirmation);
    if (parsed.errors) {
      form.showErrors(parsed.errors);
      return;
    }
    reset.mutate(parsed.data, {
      // The server's success message shows as a toast; the new password is used at sign-in.
      onSuccess: () => void navigate('/login', { replace: true }),
      onError: (error) => form.showErrors(apiFieldErrors(error, form.shown)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title">
      <AuthHeading id="reset-title" title="Choose a new password" />
      <Stack gap="md">
        <EmailInput autoComplete="username" {...form.getInputProps('email')} />
        <NewPasswordInputs form={form} />
        {/* The link's token (and anything else no input shows) is the form's own message. */}
        {form.formError ? (
          <Alert color="red" variant="light" role="alert">
            {form.formError}{' '}
            <Anchor component={Link} to="/passwords/request" size="sm">
              Ask for a new link
            </Anchor>
          </Alert>
        ) : null}
        <AuthFormFooter submitLabel="Save new password" pending={reset.isPending} />
      </Stack>
    </form>
  );
}
