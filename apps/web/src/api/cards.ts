import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AssignCardUserBody,
  type CardContactListInput,
  type CardDetail,
  type CardIntegrationBody,
  type CardIntegrationDeliveryQuery,
  type CardListQuery,
  type CardPermission,
  type CardTransferListQuery,
  type CreateCardBody,
  cardEndpoints as cards,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call, download, upload } from './call.ts';
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
    queryFn: ({ signal }) => call(cards.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCard(id: number | null) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('detail', id),
    queryFn: async ({ signal }) => (await call(cards.get, { params: { id: id ?? 0 } }, { signal })).data,
    enabled: id !== null,
  });
}

export function useSaveCard(id: number | null) {
  const queryClient = useQueryClient();
  const key = useCardKey();
  const invalidate = useInvalidateCards();
  return useMutation({
    /** `version`: the one the editor loaded, which an update names (a new card has none yet). */
    mutationFn: async ({
      draft,
      version,
    }: {
      draft: CreateCardBody;
      version: number;
    }): Promise<CardDetail> =>
      id === null
        ? (await call(cards.create, { body: draft }, { notify: false })).data
        : (await call(cards.update, { params: { id }, body: { ...draft, version } }, { notify: false })).data,
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
      if (action.kind === 'clone') return (await call(cards.clone, { params: { id: action.id } })).data;
      await call(cards.remove, { params: { id: action.id } });
      return null;
    },
    onSuccess: invalidate,
  });
}

// Leads ------------------------------------------------------------------------------------------

export function useCardContacts(id: number, query: CardContactListInput, enabled = true) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('contacts', id, query),
    queryFn: ({ signal }) => call(cards.contacts, { params: { id }, query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    // New leads arrive while the editor is open.
    refetchInterval: 30_000,
  });
}

export function useDeleteCardContact(cardId: number) {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (contactId: number) => call(cards.removeContact, { params: { id: cardId, contactId } }),
    onSuccess: invalidate,
  });
}

/** "Not spam": the lead joins the card's leads (the server then tells its integrations). */
export function useMarkCardLeadNotSpam(cardId: number) {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (contactId: number) => call(cards.markNotSpam, { params: { id: cardId, contactId } }),
    onSuccess: invalidate,
  });
}

/** Downloads the card's leads (or its suspected spam) as CSV. */
export function downloadCardContactsCsv(cardId: number, spam: boolean): Promise<void> {
  return download(
    cards.exportContacts,
    { params: { id: cardId }, query: spam ? { spam: 'true' } : {} },
    { name: 'leads.csv', failure: 'The leads could not be exported.' },
  );
}

// Analytics ----------------------------------------------------------------------------------

export function useCardStats(id: number, days: number) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('stats', id, days),
    queryFn: async ({ signal }) =>
      (await call(cards.stats, { params: { id }, query: { days } }, { signal })).data,
  });
}

// Users --------------------------------------------------------------------------------------

export function useCardUsers(id: number, enabled: boolean) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('users', id),
    queryFn: async ({ signal }) => (await call(cards.users, { params: { id } }, { signal })).data,
    enabled,
  });
}

export function useCheckCardUserEmail(id: number) {
  return useMutation({
    mutationFn: async (email: string) =>
      (await call(cards.checkUserEmail, { params: { id }, body: { email } }, { notify: false })).data,
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
      if (change.kind === 'assign') return call(cards.assignUser, { params: { id }, body: change.body });
      const params = { id, userId: change.userId };
      if (change.kind === 'update')
        return call(cards.updateUser, { params, body: { permissions: change.permissions } });
      return call(cards.removeUser, { params });
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
        ? call(cards.offerTransfer, { params: { id }, body: { email: change.email } })
        : call(cards.cancelTransfer, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useCardTransfers(query: CardTransferListQuery) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('transfers', query),
    queryFn: ({ signal }) => call(cards.transfers, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransferRequests() {
  const key = useCardKey();
  return useQuery({
    queryKey: key('transfer-requests'),
    queryFn: async ({ signal }) => (await call(cards.transferRequests, {}, { signal })).data,
  });
}

export function useAnswerTransfer() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (answer: { id: number; accept: boolean }) =>
      call(answer.accept ? cards.confirmTransfer : cards.declineTransfer, { params: { id: answer.id } }),
    onSuccess: invalidate,
  });
}

// Integrations -------------------------------------------------------------------------------

export function useCardIntegrations() {
  const key = useCardKey();
  return useQuery({
    queryKey: key('integrations'),
    queryFn: async ({ signal }) => (await call(cards.integrations, {}, { signal })).data,
  });
}

/** Saving an integration: the form shows the server's field errors itself (no toast). */
export function useSaveCardIntegration() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CardIntegrationBody }) =>
      id === null
        ? (await call(cards.createIntegration, { body }, { notify: false })).data
        : {
            ...(await call(cards.updateIntegration, { params: { id }, body }, { notify: false })).data,
            secret: null,
          },
    onSuccess: invalidate,
  });
}

export function useDeleteCardIntegration() {
  const invalidate = useInvalidateCards();
  return useMutation({
    mutationFn: (id: number) => call(cards.removeIntegration, { params: { id } }),
    onSuccess: invalidate,
  });
}

/** The delivery log of one integration (the agency owner's), newest first. */
export function useCardIntegrationDeliveries(id: number | null, query: CardIntegrationDeliveryQuery) {
  const key = useCardKey();
  return useQuery({
    queryKey: key('integrations', id, 'deliveries', query),
    queryFn: ({ signal }) =>
      call(cards.integrationDeliveries, { params: { id: id ?? 0 }, query }, { signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

// Images -------------------------------------------------------------------------------------

/**
 * Uploads a card picture through the images API (SPEC §7: multipart `file`; logos through
 * upload-logo-image). Answers the stored picture's URL; the field shows a failure itself.
 */
export async function uploadCardImage(file: File, kind: 'image' | 'logo'): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  if (kind === 'image') form.append('resize-image', 'true');
  const answer = await upload(kind === 'logo' ? cards.uploadLogo : cards.uploadImage, undefined, {
    form,
    notify: false,
  });
  return answer.data.url;
}
