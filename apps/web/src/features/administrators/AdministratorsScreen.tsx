import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { createUserBody, type ManagedUser, type UserListQuery, userListQuery } from '@tessera/api-contract';
import { type FormEvent, useState } from 'react';
import { useCreateUser, useDeleteUser, useUsers } from '../../api/users.ts';
import { useSignedInProfile } from '../../app/appContext.tsx';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { ModalFormButtons } from '../../ui/FormButtons.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../ui/forms.ts';
import { IconPlus } from '../../ui/icons.tsx';
import { createdColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';

type SortField = UserListQuery['sort'];
const LIST = listSetup(userListQuery);

function NewAdmin({ onClose }: { onClose: () => void }) {
  const create = useCreateUser();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const bind = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const next = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: next }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, role: 'Admin' as const };
    const parsed = createUserBody.safeParse(body);
    const shown = Object.keys(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, shown));
    create.mutate(body, { onSuccess: onClose, onError: (e) => setErrors(apiFieldErrors(e, shown)) });
  };
  return (
    <Modal opened onClose={onClose} title="New administrator" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert errors={errors} title="The administrator could not be added" />
          <TextInput label="Name" required {...bind('name')} data-autofocus />
          <TextInput label="Email" type="email" required {...bind('email')} />
          <PasswordInput
            label="Password"
            description="At least 8 characters."
            required
            autoComplete="new-password"
            {...bind('password')}
          />
          <ModalFormButtons onCancel={onClose} saving={create.isPending}>
            Add administrator
          </ModalFormButtons>
        </Stack>
      </form>
    </Modal>
  );
}

/** The platform's administrators; the last one, and yourself, cannot be removed. */
export function AdministratorsScreen() {
  const me = useSignedInProfile();
  const state = useListState(LIST);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteUser();
  const removing = useRowConfirm<ManagedUser>(remove, { closeOn: 'settled' });
  const list = useUsers(state.query);

  const columns: Column<ManagedUser, SortField>[] = [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      render: (u) => (
        <Text size="sm" fw={600}>
          {u.name}
          {u.id === me.id ? ' (you)' : ''}
        </Text>
      ),
    },
    { id: 'email', header: 'Email', sortField: 'email', render: (u) => <Text size="sm">{u.email}</Text> },
    createdColumn('Added'),
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      render: (u) => (
        <PermissionGate allowed={u.id !== me.id} message="You cannot remove your own account.">
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => removing.open(u)}
            aria-label={`Remove ${u.name}`}
          >
            Remove
          </Button>
        </PermissionGate>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Administrators"
        description="People who manage the whole platform."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            New administrator
          </Button>
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption="Administrators"
        columns={columns}
        empty={{ title: 'No administrators found', description: 'Try another search.' }}
        searchLabel="Search administrators"
      />
      {adding ? <NewAdmin onClose={() => setAdding(false)} /> : null}
      <ConfirmModal
        {...removing.modal}
        title={`Remove ${removing.row?.name ?? ''}?`}
        confirmLabel="Remove administrator"
      >
        <Text size="sm">They are signed out and can no longer manage the platform.</Text>
      </ConfirmModal>
    </>
  );
}
