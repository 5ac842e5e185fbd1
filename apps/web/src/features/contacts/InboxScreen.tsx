import { Button, Select, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type InboxListQuery, inboxListQuery } from '@tessera/api-contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadInboxCsv, useContactCount, useInbox } from '../../api/contacts.ts';
import { describeError } from '../../api/errors.ts';
import { useForms } from '../../api/forms.ts';
import { useLandings } from '../../api/landings.ts';
import { TOAST_DURATION_MS } from '../../api/outcome.ts';
import { IconUpload } from '../../ui/icons.tsx';
import { ListPanel } from '../../ui/list/ListView.tsx';
import { listSetup } from '../../ui/list/params.ts';
import { useListState } from '../../ui/list/useListParams.ts';
import { ScreenHeader } from '../../ui/ScreenHeader.tsx';
import { SpamViewControl } from '../../ui/SpamView.tsx';
import { formFilterOf } from './ContactsScreen.tsx';
import { ContactDrawer, contactColumns, contactsEmpty, useNotSpamAction, useSpamView } from './parts.tsx';

const LIST = listSetup(inboxListQuery, { perPage: 20 });
const NO_FORM = 'none';

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * `/agency/contacts`: the contacts of every website the caller may see contacts of, in one
 * list (the server leaves out sites where the caller lacks that permission). Filters, sort and
 * page live in the URL; the export holds what the list shows.
 */
export function InboxScreen() {
  const state = useListState(LIST);
  const { params } = state;
  const [query, setQuery] = useSearchParams();
  const { spam, setSpam } = useSpamView();
  const siteFilter = positiveId(query.get('site'));
  const formFilter = siteFilter === undefined ? undefined : formFilterOf(query.get('form'));
  const open = {
    landingId: positiveId(query.get('contact_site')) ?? null,
    contactId: positiveId(query.get('contact')) ?? null,
  };
  const filters: Partial<InboxListQuery> = { landing_id: siteFilter, form_id: formFilter, spam };
  const list = useInbox({ ...state.query, ...filters });
  const spamCount = useContactCount(null, { landing_id: siteFilter, form_id: formFilter, spam: true });
  const sites = useLandings({ page: 1, per_page: 100, sort: 'title', order: 'asc' });
  const forms = useForms(
    siteFilter ?? 0,
    { per_page: 100, sort: 'name', order: 'asc' },
    siteFilter !== undefined,
  );
  const notSpam = useNotSpamAction();
  const [exporting, setExporting] = useState(false);
  const total = list.data?.meta.total;

  const setParams = (patch: Record<string, string | null>, resetPage = false) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      if (resetPage) next.delete('page');
      return next;
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadInboxCsv({
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
    sortFields: { name: 'name', created_at: 'created_at', site: 'site' },
    onOpen: (contact) => setParams({ contact: String(contact.id), contact_site: String(contact.landing_id) }),
    onNotSpam: notSpam.run,
    restoring: notSpam.restoring,
  });

  const siteOptions = [
    { value: '', label: 'All websites' },
    ...(sites.data?.data ?? []).map((site) => ({ value: String(site.id), label: site.title })),
  ];
  const formOptions = [
    { value: '', label: 'All forms' },
    ...(forms.data?.data ?? []).map((form) => ({ value: String(form.id), label: form.name })),
    { value: NO_FORM, label: 'No form record' },
  ];

  return (
    <>
      <ScreenHeader
        title="Contacts"
        description="What visitors sent through the forms of all your websites, newest first."
        actions={
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
            <Tooltip label="Choose a website first" disabled={siteFilter !== undefined}>
              <Select
                aria-label="Filter by form"
                data={formOptions}
                value={formFilter === undefined ? '' : String(formFilter)}
                onChange={(value) => setParams({ form: value ? value : null }, true)}
                allowDeselect={false}
                disabled={siteFilter === undefined}
                w={{ base: '100%', sm: 200 }}
              />
            </Tooltip>
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
