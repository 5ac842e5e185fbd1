import {
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { createUserBody, type LandingAssignment, type MemberRole, memberRoles } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateUser } from '../../api/users.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { ModalFormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { roleLabel } from '../../ui/roles.ts';
import { SiteAccessEditor } from './SiteAccessEditor.tsx';

export const roleHelp: Record<MemberRole, string> = {
  AgencyUser: 'Works on the websites you give them; may be allowed to create websites.',
  WebsiteUser: 'A client who sees only the websites you give them, with the permissions you tick.',
  CardUser: 'Manages digital business cards only.',
};

/** A new agency user, website user or card user, with its websites and permissions. */
export function UserFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<MemberRole>('WebsiteUser');
  const [canCreate, setCanCreate] = useState(false);
  const [landings, setLandings] = useState<LandingAssignment[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const usesSites = role !== 'CardUser';
  const shown = ['name', 'email', 'password', 'role', ...(usesSites ? ['landings'] : [])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      email,
      password,
      role,
      can_create_landing: role === 'AgencyUser' && canCreate,
      landings: usesSites ? landings : [],
    };
    const parsed = createUserBody.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    create.mutate(body, {
      onSuccess: (user) => {
        onClose();
        void navigate(`/agency/users/${user.id}`);
      },
      onError: (error) => setErrors(apiFieldErrors(error, shown)),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New user" size="xl" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} title="The user could not be created" />
          <Group grow align="flex-start">
            <TextInput
              label="Name"
              required
              value={name}
              error={errors.name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label="Email"
              type="email"
              required
              value={email}
              error={errors.email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          </Group>
          <PasswordInput
            label="Password"
            description="At least 8 characters. Share it with the person; they can change it after signing in."
            required
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="new-user-role">
              Role
            </Text>
            <SegmentedControl
              aria-labelledby="new-user-role"
              value={role}
              onChange={(v) => setRole(v as MemberRole)}
              data={memberRoles.map((r) => ({ value: r, label: roleLabel[r] }))}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {roleHelp[role]}
            </Text>
            {errors.role ? (
              <Text size="xs" c="red" mt={4}>
                {errors.role}
              </Text>
            ) : null}
          </div>
          {role === 'AgencyUser' ? (
            <Checkbox
              label="Can create websites"
              checked={canCreate}
              onChange={(e) => setCanCreate(e.currentTarget.checked)}
            />
          ) : null}
          {usesSites ? (
            <div>
              <Text size="sm" fw={500} mb={4}>
                Websites
              </Text>
              <SiteAccessEditor value={landings} onChange={setLandings} />
              {errors.landings ? (
                <Text size="xs" c="red" mt={4}>
                  {errors.landings}
                </Text>
              ) : null}
            </div>
          ) : null}
          <ModalFormButtons onCancel={onClose} saving={create.isPending}>
            Create user
          </ModalFormButtons>
        </Stack>
      </form>
    </Modal>
  );
}
