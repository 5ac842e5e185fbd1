import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type LandingAssignment,
  type ManagedUser,
  type MemberRole,
  memberRoles,
  passwordRule,
  updateUserBody,
} from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/errors.ts';
import { useImpersonate } from '../../api/impersonation.ts';
import {
  useDeleteUser,
  useSetUserLandings,
  useSetUserPassword,
  useUpdateUser,
  useUser,
} from '../../api/users.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { apiFieldError, apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { Panel } from '../../ui/Panel.tsx';
import { roleLabel } from '../../ui/roles.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { SiteAccessEditor } from './SiteAccessEditor.tsx';
import { roleHelp } from './UserFormModal.tsx';

/** The inputs of the details form that show their own message. */
const DETAIL_FIELDS = ['name', 'email', 'role'];

function Details({ user }: { user: ManagedUser }) {
  const save = useUpdateUser(user.id);
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [role, setRole] = useState<MemberRole>(user.role as MemberRole);
  const [canCreate, setCanCreate] = useState(user.can_create_landing);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, email, role, can_create_landing: role === 'AgencyUser' && canCreate };
    const parsed = updateUserBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, DETAIL_FIELDS));
    save.mutate(body, { onError: (e) => setErrors(apiFieldErrors(e, DETAIL_FIELDS)) });
  };

  return (
    <Panel title="Details" onSubmit={submit}>
      <FormAlert errors={errors} />
      <TextInput
        label="Name"
        required
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <TextInput
        label="Email"
        type="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <Select
        label="Role"
        description={roleHelp[role]}
        data={memberRoles.map((r) => ({ value: r, label: roleLabel[r] }))}
        value={role}
        allowDeselect={false}
        error={errors.role}
        onChange={(v) => v && setRole(v as MemberRole)}
      />
      {role === 'AgencyUser' ? (
        <Checkbox
          label="Can create websites"
          checked={canCreate}
          onChange={(e) => setCanCreate(e.currentTarget.checked)}
        />
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          Save details
        </Button>
      </Group>
    </Panel>
  );
}

function Password({ user }: { user: ManagedUser }) {
  const change = useSetUserPassword(user.id);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordRule.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    change.mutate(password, {
      onSuccess: () => setPassword(''),
      onError: (e) => setError(apiFieldError(e, 'password')),
    });
  };
  return (
    <Panel
      title="Change password"
      description={<>Signs {user.name} out everywhere; tell them the new password.</>}
      onSubmit={submit}
    >
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        value={password}
        error={error}
        onChange={(e) => {
          setPassword(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={change.isPending} disabled={password === ''}>
          Set password
        </Button>
      </Group>
    </Panel>
  );
}

function Sites({ user }: { user: ManagedUser }) {
  const save = useSetUserLandings(user.id);
  const initial: LandingAssignment[] = user.landings.map((l) => ({
    landing_id: l.landing_id,
    permissions: l.permissions,
  }));
  const [value, setValue] = useState<LandingAssignment[]>(initial);
  const dirty = JSON.stringify(value) !== JSON.stringify(initial);
  if (user.role === 'CardUser') {
    return (
      <Alert color="gray" title="Websites">
        Card users work on digital business cards only, so they are not given websites.
      </Alert>
    );
  }
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="user-sites">
      <Group justify="space-between" mb={4}>
        <Title id="user-sites" order={2} size="h4">
          Websites and permissions
        </Title>
        <Group gap="xs">
          <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setValue(initial)}>
            Undo changes
          </Button>
          <Button disabled={!dirty} loading={save.isPending} onClick={() => save.mutate(value)}>
            Save websites
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {user.name} sees only the websites ticked here, and on each one can do only what is ticked.
      </Text>
      <SiteAccessEditor value={value} onChange={setValue} disabled={save.isPending} />
    </Paper>
  );
}

/** SPEC §2 `/agency/users/{userId}`: one user's details, websites, password; delete and sign in as. */
export function UserScreen() {
  const params = useParams();
  const id = Number(params.userId);
  const user = useUser(id);
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useDeleteUser();
  const impersonate = useImpersonate();
  const [confirming, setConfirming] = useState(false);

  if (!user.data) {
    return (
      <>
        <ScreenHeader title="User" />
        {user.error ? (
          <Alert color="red" title="This user could not be loaded">
            {describeError(user.error)} <Anchorless onRetry={() => void user.refetch()} />
          </Alert>
        ) : (
          <Skeleton height={300} radius="md" />
        )}
      </>
    );
  }
  const data = user.data;

  return (
    <>
      <ScreenHeader
        title={data.name}
        description={
          <Group component="span" gap="xs">
            <Badge variant="light" tt="none" component="span">
              {roleLabel[data.role]}
            </Badge>
            <span>{data.email}</span>
          </Group>
        }
        actions={
          <Group gap="sm">
            <Button variant="default" component={Link} to="/agency/users">
              All users
            </Button>
            <Button
              variant="light"
              loading={impersonate.isPending}
              onClick={() => impersonate.mutate({ userId: data.id, returnTo: location.pathname })}
            >
              Sign in as {data.name}
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              Delete user
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Details key={`details-${data.updated_at}`} user={data} />
          <Password user={data} />
        </SimpleGrid>
        <Sites key={`sites-${data.updated_at}`} user={data} />
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={`Delete ${data.name}?`}
        confirmLabel="Delete user"
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => void navigate('/agency/users'),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <Text size="sm">
          {data.name} is signed out and can no longer sign in.
          {data.role === 'CardUser' ? ' Cards they own are deleted with them.' : ''} This cannot be undone.
        </Text>
      </ConfirmModal>
    </>
  );
}

function Anchorless({ onRetry }: { onRetry: () => void }) {
  return (
    <Button size="xs" variant="white" onClick={onRetry}>
      Try again
    </Button>
  );
}
