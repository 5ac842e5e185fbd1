import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type CreateWebhookBody,
  type DeliveryListQuery,
  type UpdateWebhookBody,
  type WebhookListQuery,
  webhookEndpoints,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

export const webhooksKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'webhooks', ...parts);

export function useWebhooks(landingId: number, query: Partial<WebhookListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: webhooksKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) => call(webhookEndpoints.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWebhook(landingId: number, webhookId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: webhooksKey(epoch, landingId, 'one', webhookId),
    queryFn: ({ signal }) =>
      call(webhookEndpoints.get, { params: { id: landingId, webhookId } }, { signal }).then((r) => r.data),
    enabled: webhookId > 0,
  });
}

export function useCreateWebhook(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateWebhookBody) =>
      (await call(webhookEndpoints.create, { params: { id: landingId }, body }, { notify: false })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdateWebhook(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateWebhookBody }) =>
      (
        await call(
          webhookEndpoints.update,
          { params: { id: landingId, webhookId: id }, body },
          { notify: false },
        )
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteWebhook(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (id: number) => call(webhookEndpoints.remove, { params: { id: landingId, webhookId: id } }),
    onSuccess: () => invalidate(landingId),
  });
}

export function useRotateWebhookSecret(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (id: number) =>
      (await call(webhookEndpoints.rotateSecret, { params: { id: landingId, webhookId: id } })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useTestWebhook(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (id: number) => call(webhookEndpoints.test, { params: { id: landingId, webhookId: id } }),
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeliveries(landingId: number, webhookId: number, query: Partial<DeliveryListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: webhooksKey(epoch, landingId, 'deliveries', webhookId, query),
    queryFn: ({ signal }) =>
      call(webhookEndpoints.deliveries, { params: { id: landingId, webhookId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDelivery(landingId: number, webhookId: number, deliveryId: string | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: webhooksKey(epoch, landingId, 'delivery', webhookId, deliveryId),
    queryFn: ({ signal }) =>
      call(
        webhookEndpoints.delivery,
        { params: { id: landingId, webhookId, deliveryId: deliveryId ?? '' } },
        { signal },
      ).then((r) => r.data),
    enabled: deliveryId !== null,
  });
}

export function useRedeliver(landingId: number, webhookId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      call(webhookEndpoints.redeliver, { params: { id: landingId, webhookId, deliveryId } }),
    onSuccess: () => invalidate(landingId),
  });
}
