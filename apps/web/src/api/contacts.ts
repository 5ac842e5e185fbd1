import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  actionResult,
  type ContactExportQuery,
  type ContactListQuery,
  contactDetailResponse,
  contactListResponse,
} from '@tessera/api-contract';
import { authStore, useAuth } from '../state/authStore.ts';
import { apiRequest, buildUrl } from './client.ts';
import { ApiError } from './errors.ts';
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

export function useDeleteContact(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (contactId: number) =>
      apiRequest(`/landings/${landingId}/contacts/${contactId}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(landingId),
  });
}

/** Downloads the filtered contacts as CSV with the session's token (a plain link could not carry it). */
export async function downloadContactsCsv(landingId: number, query: ContactExportQuery): Promise<void> {
  const token = authStore.getState().token;
  const response = await fetch(buildUrl(`/landings/${landingId}/contacts/export`, query), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'The contacts could not be exported.');
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'contacts.csv';
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
