import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ContactListQuery,
  type ContactSummary,
  contactListQuery,
  type RealtimeEvent,
} from '@tessera/api-contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  downloadContactsCsv,
  useContact,
  useContacts,
  useDeleteContact,
  useRefreshContacts,
} from '../../api/contacts.ts';
import { describeError } from '../../api/errors.ts';
import { useForms } from '../../api/forms.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useRealtimeStatus, useSiteEvents } from '../../api/realtime.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { IconAlert, IconTrash, IconUpload } from '../../ui/icons.tsx';
import type { Column } from '../../ui/list/ListTable.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { formPaths } from '../forms/paths.ts';
import { useSite } from '../websites/siteContext.ts';

type SortField = ContactListQuery['sort'];
// Contacts are short rows people scan for a name: 20 a page.
const LIST = listSetup(contactListQuery, { perPage: 20 });
/** The filter value for contacts whose form element names no form record. */
const NO_FORM = 'none';

function formFilterOf(value: string | null): number | 'none' | undefined {
  if (value === NO_FORM) return NO_FORM;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const displayValue = (value: string | boolean) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value || '—';

/** SPEC §7 contacts: what visitors sent through the site's forms, live as they arrive. */
export function ContactsScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const { params } = state;
  const [query, setQuery] = useSearchParams();
  const formFilter = formFilterOf(query.get('form'));
  const openId = Number(query.get('contact')) || null;
  const list = useContacts(site.id, { ...state.query, form_id: formFilter });
  const forms = useForms(site.id, { per_page: 100, sort: 'name', order: 'asc' });
  const refresh = useRefreshContacts(site.id);
  const status = useRealtimeStatus();
  const [exporting, setExporting] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const total = list.data?.meta.total;

  useSiteEvents(site.id, (event: RealtimeEvent) => {
    if (event.event !== 'contact.created') return;
    const contactId = Number(event.ids.contact_id);
    setFresh((current) => new Set(current).add(contactId));
    void refresh();
    notifications.show({
      color: 'teal',
      message: 'A new contact just arrived.',
      autoClose: TOAST_DURATION_MS,
    });
  });

  const setParam = (name: string, value: string | null, resetPage = false) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      if (resetPage) next.delete('page');
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadContactsCsv(site.id, {
        form_id: formFilter,
        search: params.search || undefined,
        spam: false,
        sort: 'created_at',
        order: 'asc',
      });
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error), autoClose: TOAST_DURATION_MS });
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<ContactSummary, SortField>[] = [
    {
      id: 'name',
      header: 'Contact',
      render: (contact) => (
        <UnstyledButton
          onClick={() => setParam('contact', String(contact.id))}
          aria-label={`Open ${contact.name || contact.email || 'contact'}`}
        >
          <Group gap="xs" wrap="nowrap">
            <div>
              <Text size="sm" fw={600}>
                {contact.name || contact.email || 'Unnamed contact'}
              </Text>
              {contact.name && contact.email ? (
                <Text size="xs" c="dimmed">
                  {contact.email}
                </Text>
              ) : null}
            </div>
            {fresh.has(contact.id) ? (
              <Badge size="xs" color="teal" variant="light">
                New
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
      ),
    },
    { id: 'phone', header: 'Phone', render: (contact) => <Text size="sm">{contact.phone || '—'}</Text> },
    {
      id: 'form',
      header: 'Form',
      render: (contact) => (
        <Text size="sm" c={contact.form_name ? undefined : 'dimmed'}>
          {contact.form_name ?? 'No form record'}
        </Text>
      ),
    },
    { id: 'page', header: 'Page', render: (contact) => <Text size="sm">{contact.page_name ?? '—'}</Text> },
    {
      id: 'received',
      header: 'Received',
      sortField: 'created_at',
      render: (contact) => <Text size="sm">{formatDateTime(contact.created_at)}</Text>,
    },
  ];

  const formOptions = [
    { value: '', label: 'All forms' },
    ...(forms.data?.data ?? []).map((form) => ({ value: String(form.id), label: form.name })),
    { value: NO_FORM, label: 'No form record' },
  ];

  return (
    <ListPanel
      state={state}
      list={list}
      caption={`Contacts of ${site.title}`}
      columns={columns}
      empty={{
        title: 'No contacts yet',
        description: 'When visitors send a form on your published pages, they appear here right away.',
      }}
      filtered={params.search !== '' || formFilter !== undefined}
      searchLabel="Search contacts"
      filters={
        <Select
          aria-label="Filter by form"
          data={formOptions}
          value={formFilter === undefined ? '' : String(formFilter)}
          onChange={(value) => setParam('form', value ? value : null, true)}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
      }
      actions={
        <Group gap="sm">
          <Tooltip
            label={
              status === 'live'
                ? 'New contacts appear here as they arrive.'
                : 'Live updates are reconnecting; the list refreshes when you come back to it.'
            }
          >
            <Badge variant="dot" color={status === 'live' ? 'teal' : 'gray'} aria-live="polite">
              {status === 'live' ? 'Live updates' : 'Connecting…'}
            </Badge>
          </Tooltip>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            loading={exporting}
            disabled={total === 0}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        </Group>
      }
    >
      <ContactDrawer landingId={site.id} contactId={openId} onClose={() => setParam('contact', null)} />
    </ListPanel>
  );
}

function ContactDrawer({
  landingId,
  contactId,
  onClose,
}: {
  landingId: number;
  contactId: number | null;
  onClose: () => void;
}) {
  const site = useSite();
  const contact = useContact(landingId, contactId);
  const remove = useDeleteContact(landingId);
  const [confirming, setConfirming] = useState(false);
  const data = contact.data;
  return (
    <Drawer
      opened={contactId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>{data ? data.name || data.email || 'Contact' : 'Contact'}</Text>}
    >
      {contact.error && !data ? (
        <Alert color="red" variant="light" title="The contact could not be loaded" icon={<IconAlert />}>
          {describeError(contact.error)}
        </Alert>
      ) : !data ? (
        <Stack aria-busy="true">
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Received {formatDateTime(data.created_at)}
            {data.page_name ? ` on the page “${data.page_name}”` : ''}
            {data.form_name ? (
              <>
                {' '}
                through the form{' '}
                <Anchor component={Link} to={formPaths.edit(site.id, data.form_id ?? 0)} size="sm">
                  {data.form_name}
                </Anchor>
              </>
            ) : null}
            .
          </Text>
          <Table withTableBorder variant="vertical" layout="fixed">
            <Table.Tbody>
              {data.entries.map((entry) => (
                <Table.Tr key={entry.name}>
                  <Table.Th w={140}>{entry.label}</Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {displayValue(entry.value)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            {data.email ? (
              <Button component="a" href={`mailto:${data.email}`} variant="light">
                Email {data.email}
              </Button>
            ) : (
              <span />
            )}
            <Button
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          </Group>
          <ConfirmModal
            opened={confirming}
            title="Delete this contact?"
            confirmLabel="Delete contact"
            loading={remove.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              remove.mutate(data.id, {
                onSuccess: () => {
                  setConfirming(false);
                  onClose();
                },
              })
            }
          >
            <Text size="sm">
              What {data.name || 'this visitor'} sent is removed for good. Exports taken before keep it.
            </Text>
          </ConfirmModal>
        </Stack>
      )}
    </Drawer>
  );
}
