import { Badge, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ContactListQuery, contactListQuery, type RealtimeEvent } from '@tessera/api-contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadContactsCsv, useContactCount, useContacts, useRefreshContacts } from '../../api/contacts.ts';
import { useForms } from '../../api/forms.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { useRealtimeStatus, useSiteEvents } from '../../api/realtime.ts';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { SpamViewControl } from '../../ui/SpamView.tsx';
import { useSite } from '../websites/siteContext.ts';
import { ExportCsvButton, FormFilterSelect, formFilterOf, useQueryPatch } from './listControls.tsx';
import { ContactDrawer, contactColumns, contactsEmpty, useNotSpamAction, useSpamView } from './parts.tsx';

// Contacts are short rows people scan for a name: 20 a page.
const LIST = listSetup(contactListQuery, { perPage: 20 });

/**
 * SPEC §7 contacts: what visitors sent through the site's forms, live as they arrive. Suspected
 * spam waits behind the Spam switch, where "Not spam" moves a real lead back.
 */
export function ContactsScreen() {
  const site = useSite();
  const state = useListState(LIST);
  const { params } = state;
  const [query] = useSearchParams();
  const setParams = useQueryPatch();
  const { spam, setSpam } = useSpamView();
  const formFilter = formFilterOf(query.get('form'));
  const openId = Number(query.get('contact')) || null;
  const filters: Partial<ContactListQuery> = { form_id: formFilter, spam };
  const list = useContacts(site.id, { ...state.query, ...filters });
  const spamCount = useContactCount({ landingId: site.id, query: { form_id: formFilter, spam: true } });
  const forms = useForms(site.id, { per_page: 100, sort: 'name', order: 'asc' });
  const refresh = useRefreshContacts(site.id);
  const status = useRealtimeStatus();
  const notSpam = useNotSpamAction();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());

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

  const columns = contactColumns({
    spam,
    sortFields: { name: 'name', created_at: 'created_at' },
    fresh,
    onOpen: (contact) => setParams({ contact: String(contact.id) }),
    onNotSpam: notSpam.run,
    restoring: notSpam.restoring,
  });

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
          <FormFilterSelect
            forms={forms.data?.data}
            value={formFilter}
            onChange={(value) => setParams({ form: value }, true)}
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
          <ExportCsvButton
            total={list.data?.meta.total}
            // The export holds what the list shows, in its order.
            download={() =>
              downloadContactsCsv(site.id, {
                ...filters,
                search: params.search || undefined,
                sort: params.sort,
                order: params.order,
              })
            }
          />
        </Group>
      }
    >
      <ContactDrawer
        landingId={site.id}
        contactId={openId}
        notSpam={notSpam}
        onClose={() => setParams({ contact: null })}
      />
    </ListPanel>
  );
}
