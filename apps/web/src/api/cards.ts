import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssignCardUserBody,
  actionResult,
  type CardContactListQuery,
  type CardDetail,
  type CardIntegrationBody,
  type CardIntegrationDeliveryQuery,
  type CardListQuery,
  type CardPermission,
  type CardTransferListQuery,
  type CreateCardBody,
  cardContactListResponse,
  cardDetailResponse,
  cardEmailCheckResponse,
  cardIntegrationCreatedResponse,
  cardIntegrationDeliveryListResponse,
  cardIntegrationListResponse,
  cardIntegrationResponse,
  cardListResponse,
  cardStatsResponse,
  cardTransferListResponse,
  cardUserListResponse,
  type UpdateCardBody,
} from '@tessera/api-contract';
import { z } from 'zod';
import { useAuth } from '../state/authStore.ts';
import { API_BASE, apiRequest } from './client.ts';
import { downloadFile } from './download.ts';
import { ApiError } from './errors.ts';
import { configKey, userKey } from './keys.ts';

/** Everything cached about cards lives under one key, so a change refreshes every card view. */
function useCardKey() {
  const epoch = useAuth((s) => s.epoch);
  return (...parts: readonly unknown[]) => userKey(epoch, 'cards', ...parts);
}

function useInvalidateCards() {
  const queryClient = useQueryClient();
  const key = useCardKey();
  return () => {
    void queryClient.invalidateQueries({ queryKey: key() });
    // card_count in /config changes with creations, clones, deletions and transfers.
    void queryClient.invalidateQueries({ queryKey: configKey });
  };
}

/** Keeps the previous page on screen while the next one loads, so the table does not flash. */
export function useCards(query: CardListQuery) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('list', query),
    queryFn: ({ signal }) => apiRequest('/cards', { query, schema: cardListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCard(id: number | null) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('detail', id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/cards/${id}`, { schema: cardDetailResponse, signal })).data,
    enabled: id !== null,
  });
}

export function useSaveCard(id: number | null) {
  const queryClient = useQueryClient();
  const key = useCardKey();
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: async (body: CreateCardBody | UpdateCardBody): Promise<CardDetail> =>
      id === null
        ? (await apiRequest('/cards', { method: 'POST', body, schema: cardDetailResponse, notify: false }))
            .data
        : (
            await apiRequest(`/cards/${id}`, {
              method: 'PUT',
              body,
              schema: cardDetailResponse,
              notify: false,
            })
          ).data,
    onSuccess: (card) => {
      queryClient.setQueryData(key('detail', card.id), card);
      invalidate();
    },
  });
}

export function useCardAction() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: async (action: { kind: 'clone'; id: number } | { kind: 'delete'; id: number }) => {
      if (action.kind === 'clone')
        return (await apiRequest(`/cards/${action.id}/clone`, { method: 'POST', schema: cardDetailResponse }))
          .data;
      await apiRequest(`/cards/${action.id}`, { method: 'DELETE', schema: actionResult });
      return null;
    },
    onSuccess: invalidate,
  });
}

// Leads ------------------------------------------------------------------------------------------

export function useCardContacts(id: number, query: CardContactListQuery, enabled = true) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('contacts', id, query),
    queryFn: ({ signal }) =>
      apiRequest(`/cards/${id}/contacts`, { query, schema: cardContactListResponse, signal }),
    placeholderData: keepPreviousData,
    enabled,
    // New leads arrive while the editor is open.
    refetchInterval: 30_000,
  });
}

export function useDeleteCardContact(cardId: number) {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (contactId: number) =>
      apiRequest(`/cards/${cardId}/contacts/${contactId}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: invalidate,
  });
}

/** "Not spam": the lead joins the card's leads (the server then tells its integrations). */
export function useMarkCardLeadNotSpam(cardId: number) {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (contactId: number) =>
      apiRequest(`/cards/${cardId}/contacts/${contactId}/not-spam`, { method: 'POST', schema: actionResult }),
    onSuccess: invalidate,
  });
}

/** Downloads the card's leads (or its suspected spam) as CSV. */
export function downloadCardContactsCsv(cardId: number, spam: boolean): Promise<void> {
  return downloadFile(`/cards/${cardId}/contacts/export`, spam ? { spam: 'true' } : {}, {
    name: 'leads.csv',
    failure: 'The leads could not be exported.',
  });
}

// Analytics ----------------------------------------------------------------------------------

export function useCardStats(id: number, days: number) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('stats', id, days),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/cards/${id}/stats`, { query: { days }, schema: cardStatsResponse, signal })).data,
  });
}

// Users --------------------------------------------------------------------------------------

export function useCardUsers(id: number, enabled: boolean) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('users', id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/cards/${id}/users`, { schema: cardUserListResponse, signal })).data,
    enabled,
  });
}

export function useCheckCardUserEmail(id: number) {
  return useMutation({
    mutationFn: async (email: string) =>
      (
        await apiRequest(`/cards/${id}/users/check-email`, {
          method: 'POST',
          body: { email },
          schema: cardEmailCheckResponse,
          notify: false,
        })
      ).data,
  });
}

export function useCardUserChange(id: number) {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'assign'; body: AssignCardUserBody }
        | { kind: 'update'; userId: number; permissions: CardPermission[] }
        | { kind: 'remove'; userId: number },
    ) => {
      if (change.kind === 'assign')
        return apiRequest(`/cards/${id}/users`, { method: 'POST', body: change.body, schema: actionResult });
      if (change.kind === 'update')
        return apiRequest(`/cards/${id}/users/${change.userId}`, {
          method: 'PUT',
          body: { permissions: change.permissions },
          schema: actionResult,
        });
      return apiRequest(`/cards/${id}/users/${change.userId}`, { method: 'DELETE', schema: actionResult });
    },
    onSuccess: invalidate,
  });
}

// Transfers ----------------------------------------------------------------------------------

export function useCardTransfer(id: number) {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (change: { kind: 'send'; email: string } | { kind: 'cancel' }) =>
      change.kind === 'send'
        ? apiRequest(`/cards/${id}/transfer`, {
            method: 'POST',
            body: { email: change.email },
            schema: actionResult,
          })
        : apiRequest(`/cards/${id}/transfer`, { method: 'DELETE', schema: actionResult }),
    onSuccess: invalidate,
  });
}

export function useCardTransfers(query: CardTransferListQuery) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('transfers', query),
    queryFn: ({ signal }) =>
      apiRequest('/cards/transfers', { query, schema: cardTransferListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

const transferRequestsResponse = z.object({ data: cardTransferListResponse.shape.data });

export function useTransferRequests() {
  const key = useCardKey();
  return useQuery({
    queryKey: key('transfer-requests'),
    queryFn: async ({ signal }) =>
      (await apiRequest('/users/card-transfers-requests', { schema: transferRequestsResponse, signal })).data,
  });
}

export function useAnswerTransfer() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (answer: { id: number; accept: boolean }) =>
      apiRequest(`/users/card-transfers-requests/${answer.id}/${answer.accept ? 'confirm' : 'decline'}`, {
        method: 'POST',
        schema: actionResult,
      }),
    onSuccess: invalidate,
  });
}

// Integrations -------------------------------------------------------------------------------

export function useCardIntegrations() {
  const key = useCardKey();
  return useQuery({
    queryKey: key('integrations'),
    queryFn: async ({ signal }) =>
      (await apiRequest('/cards-integrations', { schema: cardIntegrationListResponse, signal })).data,
  });
}

/** Saving an integration: the form shows the server's field errors itself (no toast). */
export function useSaveCardIntegration() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CardIntegrationBody }) =>
      id === null
        ? (
            await apiRequest('/cards-integrations', {
              method: 'POST',
              body,
              schema: cardIntegrationCreatedResponse,
              notify: false,
            })
          ).data
        : {
            ...(
              await apiRequest(`/cards-integrations/${id}`, {
                method: 'PUT',
                body,
                schema: cardIntegrationResponse,
                notify: false,
              })
            ).data,
            secret: null,
          },
    onSuccess: invalidate,
  });
}

export function useDeleteCardIntegration() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/cards-integrations/${id}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: invalidate,
  });
}

/** The delivery log of one integration (the agency owner's), newest first. */
export function useCardIntegrationDeliveries(id: number | null, query: CardIntegrationDeliveryQuery) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('integrations', id, 'deliveries', query),
    queryFn: ({ signal }) =>
      apiRequest(`/cards-integrations/${id}/deliveries`, {
        query,
        schema: cardIntegrationDeliveryListResponse,
        signal,
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

// Images -------------------------------------------------------------------------------------

const uploadAnswer = z.object({ data: z.object({ url: z.string() }) });

/**
 * Uploads a card picture through the images API (SPEC §7: multipart `file`; logos through
 * upload-logo-image). Answers the stored picture's URL.
 */
export async function uploadCardImage(
  file: File,
  kind: 'image' | 'logo',
  token: string | null,
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  if (kind === 'image') form.append('resize-image', 'true');
  const response = await fetch(
    `${API_BASE}/cards/images/${kind === 'logo' ? 'upload-logo-image' : 'upload-image'}`,
    {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    },
  );
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : 'Upload failed.');
  }
  const parsed = uploadAnswer.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, 'Upload failed.');
  return parsed.data.data.url;
}
