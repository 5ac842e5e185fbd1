import { Anchor, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { type FormListQuery, type FormSummary, formListQuery } from '@tessera/api-contract';
import { Link } from 'react-router';
import { useDeleteForm, useForms } from '../../api/forms.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { IconInbox, IconPlus } from '../../ui/icons.tsx';
import { editDeleteColumn, lastEditedColumn } from '../../ui/list/columns.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';

import { useListState } from '../../ui/list/useListParams.ts';
import { PermissionGate } from '../../ui/PermissionGate.tsx';
import { useRowConfirm } from '../../ui/useRowConfirm.ts';
import { useSite } from '../websites/siteContext.ts';
import { formPaths } from './paths.ts';

type SortField = FormListQuery['sort'];
const LIST = listSetup(formListQuery);

/** A site's form records: the field sets its form elements use, with their contacts and spam. */
export function FormsScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const list = useForms(site.id, state.query);
  const remove = useDeleteForm(site.id);
  const deleting = useRowConfirm<FormSummary>(remove);
  const mayManage = site.permissions.includes('manage_forms');
  const gate = { allowed: mayManage, permission: 'manage_forms' } as const;

  const columns: Column<FormSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Form',
      sortField: 'name',
      render: (form) => (
        <div>
          {mayManage ? (
            <Anchor component={Link} to={formPaths.edit(site.id, form.id)} size="sm" fw={600}>
              {form.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={600}>
              {form.name}
            </Text>
          )}
          <Text size="xs" c="dimmed" lineClamp={1}>
            {form.fields.map((field) => field.label || field.name).join(' · ')}
          </Text>
        </div>
      ),
    },
    {
      id: 'contacts',
      header: 'Contacts',
      sortField: 'contacts',
      align: 'right',
      render: (form) =>
        form.contacts_count > 0 ? (
          <Anchor component={Link} to={formPaths.contactsOf(site.id, form.id)} size="sm">
            {form.contacts_count}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        ),
    },
    {
      id: 'spam',
      header: 'Held as spam',
      align: 'right',
      render: (form) =>
        form.spam_count > 0 ? (
          <Tooltip label="Sent with a hidden field filled, too fast, or many from one address. Kept in Contacts under Spam, where you can move a real lead back.">
            <Badge
              variant="light"
              color="orange"
              component={Link}
              to={formPaths.spamOf(site.id, form.id)}
              style={{ cursor: 'pointer' }}
            >
              {form.spam_count}
            </Badge>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed">
            0
          </Text>
        ),
    },
    {
      id: 'last',
      header: 'Last contact',
      render: (form) => (
        <Text size="sm">{form.last_contact_at ? formatDateTime(form.last_contact_at) : '—'}</Text>
      ),
    },
    lastEditedColumn(),
    editDeleteColumn({
      name: (form) => form.name,
      editPath: (form) => formPaths.edit(site.id, form.id),
      onDelete: deleting.open,
      gate,
    }),
  ];

  return (
    <ListPanel
      state={state}
      list={list}
      caption={`Forms of ${site.title}`}
      columns={columns}
      empty={{
        title: 'No forms yet',
        description:
          'A form is a set of fields (name, email, phone…) that form elements on your pages collect. Its submissions become contacts.',
      }}
      searchLabel="Search forms"
      actions={
        <Group gap="sm">
          <Button
            component={Link}
            to={formPaths.contacts(site.id)}
            variant="default"
            leftSection={<IconInbox size={16} />}
          >
            Contacts
          </Button>
          <PermissionGate allowed={mayManage} permission="manage_forms">
            <Button component={Link} to={formPaths.create(site.id)} leftSection={<IconPlus size={16} />}>
              New form
            </Button>
          </PermissionGate>
        </Group>
      }
    >
      <ConfirmModal
        {...deleting.modal}
        title={`Delete the form “${deleting.row?.name ?? ''}”?`}
        confirmLabel="Delete form"
      >
        <Text size="sm">
          {deleting.row && deleting.row.contacts_count > 0
            ? `Its ${deleting.row.contacts_count} contact${deleting.row.contacts_count === 1 ? '' : 's'} stay in Contacts, no longer filed under a form. `
            : ''}
          Form elements that use it keep their own fields and keep collecting contacts.
        </Text>
      </ConfirmModal>
    </ListPanel>
  );
}
