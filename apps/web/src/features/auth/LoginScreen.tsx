import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { loginRequest } from '@tessera/api-contract';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLogin } from '../../api/auth.ts';
import { useAppConfig } from '../../app/appContext.tsx';
import { EmailInput } from '../../ui/EmailInput.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { useAccountForm } from '../../ui/useAccountForm.ts';
import { AuthHeading } from './AuthHeading.tsx';

export function LoginScreen() {
  const { whitelabel } = useAppConfig();
  const [query] = useSearchParams();
  const login = useLogin();
  const form = useAccountForm({ email: '', password: '' });

  // Carried to the register page too, so either way of getting in returns to the same place.
  const redirectUrl = query.get('redirect_url');
  const registerLink = redirectUrl
    ? `/register?redirect_url=${encodeURIComponent(redirectUrl)}`
    : '/register';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequest.safeParse(form.values);
    if (!parsed.success) {
      form.showErrors(zodFieldErrors(parsed.error, form.shown));
      return;
    }
    // On success the guard moves a signed-in user off this guest-only page, to redirect_url or home.
    login.mutate(parsed.data, { onError: (error) => form.showErrors(apiFieldErrors(error, form.shown)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <AuthHeading id="login-title" title="Sign in">
        Welcome back to {whitelabel.name}.
      </AuthHeading>
      <Stack gap="md">
        <FormAlert errors={form.errors} title="You could not be signed in" />
        <EmailInput {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/passwords/request" size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending} disabled={login.isPending}>
          Sign in
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          New to {whitelabel.name}?{' '}
          <Anchor component={Link} to={registerLink}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
