import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  actionResult,
  type CreateWebhookBody,
  type DeliveryListQuery,
  deliveryDetailResponse,
  deliveryListResponse,
  type UpdateWebhookBody,
  type WebhookListQuery,
  webhookListResponse,
  webhookResponse,
  webhookWithSecretResponse,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

export const webhooksKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'webhooks', ...parts);

const base = (landingId: number) => `/landings/${landingId}/webhooks`;

export function useWebhooks(landingId: number, query: Partial<WebhookListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: webhooksKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) => apiRequest(base(landingId), { query, schema: webhookListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWebhook(landingId: number, webhookId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: webhooksKey(epoch, landingId, 'one', webhookId),
    queryFn: ({ signal }) =>
      apiRequest(`${base(landingId)}/${webhookId}`, { schema: webhookResponse, signal }).then((r) => r.data),
    enabled: webhookId > 0,
  });
}

export function useCreateWebhook(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateWebhookBody) =>
      (
        await apiRequest(base(landingId), {
          method: 'POST',
          body,
          schema: webhookWithSecretResponse,
          notify: false,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdateWebhook(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateWebhookBody }) =>
      (
        await apiRequest(`${base(landingId)}/${id}`, {
          method: 'PUT',
          body,
          schema: webhookResponse,
          notify: false,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteWebhook(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${base(landingId)}/${id}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(landingId),
  });
}

export function useRotateWebhookSecret(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiRequest(`${base(landingId)}/${id}/rotate-secret`, {
          method: 'POST',
          schema: webhookWithSecretResponse,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useTestWebhook(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${base(landingId)}/${id}/test`, { method: 'POST', schema: actionResult }),
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeliveries(landingId: number, webhookId: number, query: Partial<DeliveryListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: webhooksKey(epoch, landingId, 'deliveries', webhookId, query),
    queryFn: ({ signal }) =>
      apiRequest(`${base(landingId)}/${webhookId}/deliveries`, {
        query,
        schema: deliveryListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDelivery(landingId: number, webhookId: number, deliveryId: string | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: webhooksKey(epoch, landingId, 'delivery', webhookId, deliveryId),
    queryFn: ({ signal }) =>
      apiRequest(`${base(landingId)}/${webhookId}/deliveries/${deliveryId}`, {
        schema: deliveryDetailResponse,
        signal,
      }).then((r) => r.data),
    enabled: deliveryId !== null,
  });
}

export function useRedeliver(landingId: number, webhookId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(`${base(landingId)}/${webhookId}/deliveries/${deliveryId}/redeliver`, {
        method: 'POST',
        schema: actionResult,
      }),
    onSuccess: () => invalidate(landingId),
  });
}
