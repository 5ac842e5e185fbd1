import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { emailRule, registerRequest } from '@tessera/api-contract';
import { type FormEvent, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isEmailAvailable, useRegister } from '../../api/auth.ts';
import { useAppConfig, useProfile } from '../../app/appContext.tsx';
import { safeRedirectPath } from '../../app/redirect.ts';
import { EmailInput } from '../../ui/EmailInput.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { useAccountForm } from '../../ui/useAccountForm.ts';
import { AuthHeading } from './AuthHeading.tsx';

export const EMAIL_TAKEN = 'This email is already registered. Sign in instead, or use another email.';

export function RegisterScreen() {
  const { whitelabel } = useAppConfig();
  const profile = useProfile();
  const [query] = useSearchParams();
  const redirectUrl = query.get('redirect_url');
  const register = useRegister(safeRedirectPath(redirectUrl) ?? '/');
  const form = useAccountForm({ name: '', agency_name: '', email: '', password: '' });
  const lastChecked = useRef('');

  const loginLink = redirectUrl ? `/login?redirect_url=${encodeURIComponent(redirectUrl)}` : '/login';

  // Telling the user before they submit; the server still has the final word (422 on email).
  const checkEmail = async () => {
    const parsed = emailRule.safeParse(form.values.email);
    if (!parsed.success || parsed.data === lastChecked.current) return;
    lastChecked.current = parsed.data;
    try {
      if (!(await isEmailAvailable(parsed.data))) form.setFieldError('email', EMAIL_TAKEN);
    } catch {
      // Not knowing is fine here; submitting will tell.
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerRequest.safeParse(form.values);
    if (!parsed.success) {
      form.showErrors(zodFieldErrors(parsed.error, form.shown));
      return;
    }
    register.mutate(parsed.data, { onError: (error) => form.showErrors(apiFieldErrors(error, form.shown)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-title">
      <AuthHeading id="register-title" title="Create your account">
        Start building websites with {whitelabel.name}.
      </AuthHeading>
      {profile ? (
        <Alert color="yellow" variant="light" mb="md">
          You are signed in as {profile.name}. Creating a new account signs you in to the new one instead.
        </Alert>
      ) : null}
      <Stack gap="md">
        <FormAlert errors={form.errors} title="Your account could not be created" />
        <TextInput label="Your name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="Agency name"
          autoComplete="organization"
          required
          {...form.getInputProps('agency_name')}
        />
        <EmailInput {...form.getInputProps('email')} onBlur={() => void checkEmail()} />
        <PasswordInput
          label="Password"
          description="At least 8 characters."
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={register.isPending} disabled={register.isPending}>
          Create account
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to={loginLink}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
