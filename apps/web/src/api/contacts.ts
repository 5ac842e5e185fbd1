import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  type ContactExportQuery,
  type ContactListQuery,
  contactDetailResponse,
  contactListResponse,
  type InboxExportQuery,
  type InboxListQuery,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { downloadFile } from './download.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

export const contactsKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'contacts', ...parts);

export function useContacts(landingId: number, query: Partial<ContactListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: contactsKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/contacts`, { query, schema: contactListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The agency-wide inbox's queries: every site's contacts the caller may see. */
export const inboxKey = (epoch: number, ...parts: readonly unknown[]) => ['contacts-inbox', epoch, ...parts];

export function useInbox(query: Partial<InboxListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: inboxKey(epoch, 'list', query),
    queryFn: ({ signal }) => apiRequest('/contacts', { query, schema: contactListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many contacts match, without the rows: the count on the Spam filter. */
export function useContactCount(
  landingId: number | null,
  query: Partial<ContactListQuery> | Partial<InboxListQuery>,
) {
  const epoch = useAuth((s) => s.epoch);
  const counted = { ...query, page: 1, per_page: 1 };
  return useQuery({
    queryKey:
      landingId === null
        ? inboxKey(epoch, 'count', counted)
        : contactsKey(epoch, landingId, 'count', counted),
    queryFn: ({ signal }) =>
      apiRequest(landingId === null ? '/contacts' : `/landings/${landingId}/contacts`, {
        query: counted,
        schema: contactListResponse,
        signal,
      }).then((r) => r.meta.total),
  });
}

export function useContact(landingId: number, contactId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: contactsKey(epoch, landingId, 'one', contactId),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/contacts/${contactId}`, {
        schema: contactDetailResponse,
        signal,
      }).then((r) => r.data),
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
      apiRequest(`/landings/${landingId}/contacts/${contactId}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(landingId),
  });
}

/** "Not spam": the contact joins the leads (the server then tells webhooks and the alert list). */
export function useMarkNotSpam() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: ({ landingId, contactId }: { landingId: number; contactId: number }) =>
      apiRequest(`/landings/${landingId}/contacts/${contactId}/not-spam`, {
        method: 'POST',
        schema: actionResult,
      }),
    onSuccess: (_result, { landingId }) => invalidate(landingId),
  });
}

/** Downloads a site's filtered contacts as CSV. */
export function downloadContactsCsv(landingId: number, query: Partial<ContactExportQuery>): Promise<void> {
  return downloadFile(`/landings/${landingId}/contacts/export`, query, CONTACTS_CSV);
}

/** Downloads the inbox's filtered contacts as CSV. */
export function downloadInboxCsv(query: Partial<InboxExportQuery>): Promise<void> {
  return downloadFile('/contacts/export', query, CONTACTS_CSV);
}

const CONTACTS_CSV = { name: 'contacts.csv', failure: 'The contacts could not be exported.' };
