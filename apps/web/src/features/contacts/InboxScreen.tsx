import { Select } from '@mantine/core';
import { type InboxListQuery, inboxListQuery } from '@tessera/api-contract';
import { useSearchParams } from 'react-router';
import { downloadInboxCsv, useContactCount, useInbox } from '../../api/contacts.ts';
import { useForms } from '../../api/forms.ts';
import { useLandings } from '../../api/landings.ts';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { SpamViewControl } from '../../ui/SpamView.tsx';
import {
  ExportCsvButton,
  FormFilterSelect,
  formFilterOf,
  positiveId,
  useQueryPatch,
} from './listControls.tsx';
import { ContactDrawer, contactColumns, contactsEmpty, useNotSpamAction, useSpamView } from './parts.tsx';

const LIST = listSetup(inboxListQuery, { perPage: 20 });

/**
 * `/agency/contacts`: the contacts of every website the caller may see contacts of, in one
 * list (the server leaves out sites where the caller lacks that permission). Filters, sort and
 * page live in the URL; the export holds what the list shows.
 */
export function InboxScreen() {
  const state = useListState(LIST);
  const { params } = state;
  const [query] = useSearchParams();
  const setParams = useQueryPatch();
  const { spam, setSpam } = useSpamView();
  const siteFilter = positiveId(query.get('site'));
  const formFilter = siteFilter === undefined ? undefined : formFilterOf(query.get('form'));
  const open = {
    landingId: positiveId(query.get('contact_site')) ?? null,
    contactId: positiveId(query.get('contact')) ?? null,
  };
  const filters: Partial<InboxListQuery> = { landing_id: siteFilter, form_id: formFilter, spam };
  const list = useInbox({ ...state.query, ...filters });
  const spamCount = useContactCount({
    landingId: null,
    query: { landing_id: siteFilter, form_id: formFilter, spam: true },
  });
  const sites = useLandings({ page: 1, per_page: 100, sort: 'title', order: 'asc' });
  const forms = useForms(
    siteFilter ?? 0,
    { per_page: 100, sort: 'name', order: 'asc' },
    siteFilter !== undefined,
  );
  const notSpam = useNotSpamAction();

  const columns = contactColumns({
    spam,
    sortFields: { name: 'name', created_at: 'created_at', site: 'site' },
    onOpen: (contact) => setParams({ contact: String(contact.id), contact_site: String(contact.landing_id) }),
    onNotSpam: notSpam.run,
    restoring: notSpam.restoring,
  });

  const siteOptions = [
    { value: '', label: 'All websites' },
    ...(sites.data?.data ?? []).map((site) => ({ value: String(site.id), label: site.title })),
  ];

  return (
    <>
      <ScreenHeader
        title="Contacts"
        description="What visitors sent through the forms of all your websites, newest first."
        actions={
          <ExportCsvButton
            total={list.data?.meta.total}
            download={() =>
              downloadInboxCsv({
                ...filters,
                search: params.search || undefined,
                sort: params.sort,
                order: params.order,
              })
            }
          />
        }
      />
      <ListPanel
        state={state}
        list={list}
        caption={spam ? 'Suspected spam on all your websites' : 'Contacts of all your websites'}
        columns={columns}
        empty={contactsEmpty(spam, 'any of your websites')}
        filtered={params.search !== '' || siteFilter !== undefined}
        searchLabel="Search contacts"
        filters={
          <>
            <SpamViewControl spam={spam} spamCount={spamCount.data} onChange={setSpam} />
            <Select
              aria-label="Filter by website"
              data={siteOptions}
              value={siteFilter === undefined ? '' : String(siteFilter)}
              onChange={(value) => setParams({ site: value ? value : null, form: null }, true)}
              allowDeselect={false}
              searchable
              w={{ base: '100%', sm: 220 }}
            />
            <FormFilterSelect
              forms={forms.data?.data}
              value={formFilter}
              onChange={(value) => setParams({ form: value }, true)}
              disabledReason={siteFilter === undefined ? 'Choose a website first' : undefined}
              w={{ base: '100%', sm: 200 }}
            />
          </>
        }
      >
        <ContactDrawer
          landingId={open.landingId}
          contactId={open.contactId}
          notSpam={notSpam}
          onClose={() => setParams({ contact: null, contact_site: null })}
        />
      </ListPanel>
    </>
  );
}
