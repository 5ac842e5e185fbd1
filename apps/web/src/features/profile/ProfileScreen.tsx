import { Badge, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { agencySettingsBody, passwordChangeRequest, updateProfileRequest } from '@tessera/api-contract';
import type { FormEvent } from 'react';
import { useEditAgencySettings } from '../../api/agencies.ts';
import { usePasswordChange } from '../../api/auth.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useUpdateProfile } from '../../api/profile.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { EmailInput } from '../../ui/EmailInput.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { NewPasswordInputs, parseNewPassword } from '../../ui/newPassword.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { roleLabel } from '../../ui/roles.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { useAccountForm } from '../../ui/useAccountForm.ts';
import { AiKeyPanel } from './AiKeyPanel.tsx';
import { MySitesPanel } from './MySitesPanel.tsx';

function AccountDetails() {
  const profile = useSignedInProfile();
  const update = useUpdateProfile();
  const form = useAccountForm({ name: profile.name, email: profile.email });
  const unchanged = form.values.name.trim() === profile.name && form.values.email.trim() === profile.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileRequest.safeParse(form.values);
    if (!parsed.success) {
      form.showErrors(zodFieldErrors(parsed.error, form.shown));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.setValues({ name: saved.name, email: saved.email });
        form.clearErrors();
        // PUT /profile answers with the item, not an action message, so the screen says it.
        notifications.show({
          color: 'teal',
          message: 'Your profile was saved.',
          autoClose: TOAST_DURATION_MS,
        });
      },
      onError: (error) => form.showErrors(apiFieldErrors(error, form.shown)),
    });
  };

  return (
    <Panel title="Account details" description="Your name and the email you sign in with." onSubmit={submit}>
      <FormAlert errors={form.errors} />
      <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
      <EmailInput {...form.getInputProps('email')} />
      <Group justify="flex-end">
        <Button type="submit" loading={update.isPending} disabled={update.isPending || unchanged}>
          Save changes
        </Button>
      </Group>
    </Panel>
  );
}

function ChangePassword() {
  const change = usePasswordChange();
  const form = useAccountForm({ current_password: '', password: '', password_confirmation: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { password_confirmation, ...rest } = form.values;
    const parsed = parseNewPassword(passwordChangeRequest, rest, password_confirmation);
    if (parsed.errors) {
      form.showErrors(parsed.errors);
      return;
    }
    change.mutate(parsed.data, {
      // The server's success message is toasted by the client.
      onSuccess: () => form.reset(),
      onError: (error) => form.showErrors(apiFieldErrors(error, form.shown)),
    });
  };

  return (
    <Panel title="Change password" description="Changing it signs you out everywhere else." onSubmit={submit}>
      <FormAlert errors={form.errors} />
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        {...form.getInputProps('current_password')}
      />
      <NewPasswordInputs form={form} />
      <Group justify="flex-end">
        <Button type="submit" loading={change.isPending} disabled={change.isPending}>
          Change password
        </Button>
      </Group>
    </Panel>
  );
}

/** `PUT /agencies/edit-settings`: what an owner changes about its own agency. */
function AgencySettings({ name }: { name: string }) {
  const save = useEditAgencySettings();
  const form = useAccountForm({ name });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = agencySettingsBody.safeParse(form.values);
    if (!parsed.success) {
      form.showErrors(zodFieldErrors(parsed.error, form.shown));
      return;
    }
    save.mutate(parsed.data, { onError: (error) => form.showErrors(apiFieldErrors(error, form.shown)) });
  };
  return (
    <Panel title="Agency" description="The name your team and clients see." onSubmit={submit}>
      <FormAlert errors={form.errors} />
      <TextInput label="Agency name" required {...form.getInputProps('name')} />
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending} disabled={form.values.name.trim() === name}>
          Save agency
        </Button>
      </Group>
    </Panel>
  );
}

/** SPEC §2 profile, the same for every role (/admin, /agency and /user profile routes). */
export function ProfileScreen() {
  const profile = useSignedInProfile();
  return (
    <>
      <ScreenHeader
        title="Profile"
        description={
          <Group component="span" gap="xs">
            <Badge variant="light" component="span">
              {roleLabel[profile.role]}
            </Badge>
            {profile.agency ? <span>{profile.agency.name}</span> : null}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {/* Keyed by identity so an impersonation switch never shows the previous person's values. */}
        <AccountDetails key={profile.id} />
        <ChangePassword key={`password-${profile.id}`} />
        {/* Only the owner runs the agency; members see their own account only. */}
        {profile.role === 'Agency' && profile.agency ? (
          <>
            <AgencySettings
              key={`agency-${profile.agency.id}-${profile.agency.name}`}
              name={profile.agency.name}
            />
            <AiKeyPanel agencyId={profile.agency.id} status={profile.agency.openai_api_key} />
          </>
        ) : null}
      </SimpleGrid>
      {profile.role === 'AgencyUser' || profile.role === 'WebsiteUser' ? (
        <Stack mt="lg">
          <MySitesPanel profile={profile} />
        </Stack>
      ) : null}
    </>
  );
}
