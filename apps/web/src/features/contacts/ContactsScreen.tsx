import { Badge, Button, Group, Select, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContactListQuery, contactListQuery, type RealtimeEvent } from '@tessera/api-contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadContactsCsv, useContactCount, useContacts, useRefreshContacts } from '../../api/contacts.ts';
import { describeError } from '../../api/errors.ts';
import { useForms } from '../../api/forms.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useRealtimeStatus, useSiteEvents } from '../../api/realtime.ts';
import { IconUpload } from '../../ui/icons.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { SpamViewControl } from '../../ui/SpamView.tsx';
import { useSite } from '../websites/siteContext.ts';
import { ContactDrawer, contactColumns, contactsEmpty, useNotSpamAction, useSpamView } from './parts.tsx';

// Contacts are short rows people scan for a name: 20 a page.
const LIST = listSetup(contactListQuery, { perPage: 20 });
/** The filter value for contacts whose form element names no form record. */
const NO_FORM = 'none';

export function formFilterOf(value: string | null): number | 'none' | undefined {
  if (value === NO_FORM) return NO_FORM;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * SPEC §7 contacts: what visitors sent through the site's forms, live as they arrive. Suspected
 * spam waits behind the Spam switch, where "Not spam" moves a real lead back.
 */
export function ContactsScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const { params } = state;
  const [query, setQuery] = useSearchParams();
  const { spam, setSpam } = useSpamView();
  const formFilter = formFilterOf(query.get('form'));
  const openId = Number(query.get('contact')) || null;
  const filters: Partial<ContactListQuery> = { form_id: formFilter, spam };
  const list = useContacts(site.id, { ...state.query, ...filters });
  const spamCount = useContactCount(site.id, { form_id: formFilter, spam: true });
  const forms = useForms(site.id, { per_page: 100, sort: 'name', order: 'asc' });
  const refresh = useRefreshContacts(site.id);
  const status = useRealtimeStatus();
  const notSpam = useNotSpamAction();
  const [exporting, setExporting] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const total = list.data?.meta.total;

  useSiteEvents(site.id, (event: RealtimeEvent) => {
    if (event.event !== 'contact.created') return;
    const contactId = Number(event.ids.contact_id);
    setFresh((current) => new Set(current).add(contactId));
    void refresh();
    // A contact this screen just moved out of spam is no news here.
    if (contactId === notSpam.lastRestored) return;
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
      // The export holds what the list shows, in its order.
      await downloadContactsCsv(site.id, {
        ...filters,
        search: params.search || undefined,
        sort: params.sort,
        order: params.order,
      });
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error), autoClose: TOAST_DURATION_MS });
    } finally {
      setExporting(false);
    }
  };

  const columns = contactColumns({
    spam,
    sortFields: { name: 'name', created_at: 'created_at' },
    fresh,
    onOpen: (contact) => setParam('contact', String(contact.id)),
    onNotSpam: notSpam.run,
    restoring: notSpam.restoring,
  });

  const formOptions = [
    { value: '', label: 'All forms' },
    ...(forms.data?.data ?? []).map((form) => ({ value: String(form.id), label: form.name })),
    { value: NO_FORM, label: 'No form record' },
  ];

  return (
    <ListPanel
      state={state}
      list={list}
      caption={spam ? `Suspected spam on ${site.title}` : `Contacts of ${site.title}`}
      columns={columns}
      empty={contactsEmpty(spam, 'your published pages')}
      filtered={params.search !== '' || formFilter !== undefined}
      searchLabel="Search contacts"
      filters={
        <>
          <SpamViewControl spam={spam} spamCount={spamCount.data} onChange={setSpam} />
          <Select
            aria-label="Filter by form"
            data={formOptions}
            value={formFilter === undefined ? '' : String(formFilter)}
            onChange={(value) => setParam('form', value ? value : null, true)}
            allowDeselect={false}
            w={{ base: '100%', sm: 220 }}
          />
        </>
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
          <Tooltip label="Nothing to export" disabled={total !== 0}>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={exporting}
              disabled={total === 0}
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          </Tooltip>
        </Group>
      }
    >
      <ContactDrawer
        landingId={site.id}
        contactId={openId}
        notSpam={notSpam}
        onClose={() => setParam('contact', null)}
      />
    </ListPanel>
  );
}
