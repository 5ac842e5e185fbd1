import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ContactExportQuery,
  type ContactListQuery,
  contactEndpoints,
  type InboxExportQuery,
  type InboxListQuery,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call, download } from './call.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/** A list's filters as the query string carries them: the spam switch is the text `true`. */
function onTheWire<Q extends { spam?: boolean }>(query: Q): Omit<Q, 'spam'> & { spam?: 'true' } {
  const { spam, ...rest } = query;
  return spam ? { ...rest, spam: 'true' } : rest;
}

export const contactsKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'contacts', ...parts);

export function useContacts(landingId: number, query: Partial<ContactListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: contactsKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) =>
      call(contactEndpoints.list, { params: { id: landingId }, query: onTheWire(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The agency-wide inbox's queries: every site's contacts the caller may see. */
export const inboxKey = (epoch: number, ...parts: readonly unknown[]) => ['contacts-inbox', epoch, ...parts];

export function useInbox(query: Partial<InboxListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: inboxKey(epoch, 'list', query),
    queryFn: ({ signal }) => call(contactEndpoints.inbox, { query: onTheWire(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many contacts match, without the rows: the count on the Spam filter (a site's, or the inbox's). */
export function useContactCount(
  of:
    | { landingId: number; query: Partial<ContactListQuery> }
    | { landingId: null; query: Partial<InboxListQuery> },
) {
  const epoch = useAuth((s) => s.epoch);
  const onePerPage = { page: 1, per_page: 1 };
  return useQuery({
    queryKey:
      of.landingId === null
        ? inboxKey(epoch, 'count', { ...of.query, ...onePerPage })
        : contactsKey(epoch, of.landingId, 'count', { ...of.query, ...onePerPage }),
    queryFn: ({ signal }) =>
      (of.landingId === null
        ? call(contactEndpoints.inbox, { query: onTheWire({ ...of.query, ...onePerPage }) }, { signal })
        : call(
            contactEndpoints.list,
            { params: { id: of.landingId }, query: onTheWire({ ...of.query, ...onePerPage }) },
            { signal },
          )
      ).then((r) => r.meta.total),
  });
}

export function useContact(landingId: number, contactId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: contactsKey(epoch, landingId, 'one', contactId),
    queryFn: ({ signal }) =>
      call(contactEndpoints.get, { params: { id: landingId, contactId: contactId ?? 0 } }, { signal }).then(
        (r) => r.data,
      ),
    enabled: contactId !== null && contactId > 0,
  });
}

/** Refetches the site's contacts (and the forms' counts): what a realtime note triggers. */
export function useRefreshContacts(landingId: number) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactsKey(epoch, landingId) }),
      queryClient.invalidateQueries({ queryKey: landingsKey(epoch, 'detail', landingId, 'forms') }),
    ]);
}

/** After a contact changes: its site's lists and form counts, and the inbox. */
function useInvalidateContacts() {
  const invalidate = useInvalidateLandings();
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return (landingId: number) =>
    Promise.all([invalidate(landingId), queryClient.invalidateQueries({ queryKey: inboxKey(epoch) })]);
}

export function useDeleteContact(landingId: number) {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (contactId: number) =>
      call(contactEndpoints.remove, { params: { id: landingId, contactId } }),
    onSuccess: () => invalidate(landingId),
  });
}

/** "Not spam": the contact joins the leads (the server then tells webhooks and the alert list). */
export function useMarkNotSpam() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: ({ landingId, contactId }: { landingId: number; contactId: number }) =>
      call(contactEndpoints.notSpam, { params: { id: landingId, contactId } }),
    onSuccess: (_result, { landingId }) => invalidate(landingId),
  });
}

/** Downloads a site's filtered contacts as CSV. */
export function downloadContactsCsv(landingId: number, query: Partial<ContactExportQuery>): Promise<void> {
  return download(
    contactEndpoints.export,
    { params: { id: landingId }, query: onTheWire(query) },
    CONTACTS_CSV,
  );
}

/** Downloads the inbox's filtered contacts as CSV. */
export function downloadInboxCsv(query: Partial<InboxExportQuery>): Promise<void> {
  return download(contactEndpoints.inboxExport, { query: onTheWire(query) }, CONTACTS_CSV);
}

const CONTACTS_CSV = { name: 'contacts.csv', failure: 'The contacts could not be exported.' };
