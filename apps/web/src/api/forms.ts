import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  actionResult,
  type CreateFormBody,
  type FormListQuery,
  formListResponse,
  formResponse,
  type UpdateFormBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { apiRequest } from './client.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/** Under the site's key: one invalidation of the site refreshes its forms and contacts. */
export const formsKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'forms', ...parts);

export function useForms(landingId: number, query: Partial<FormListQuery>, enabled = true) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: formsKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/forms`, { query, schema: formListResponse, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useForm(landingId: number, formId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: formsKey(epoch, landingId, 'one', formId),
    queryFn: ({ signal }) =>
      apiRequest(`/landings/${landingId}/forms/${formId}`, { schema: formResponse, signal }).then(
        (r) => r.data,
      ),
    enabled: formId !== null && formId > 0,
  });
}

export function useCreateForm(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateFormBody) =>
      (
        await apiRequest(`/landings/${landingId}/forms`, {
          method: 'POST',
          body,
          schema: formResponse,
          notify: false,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdateForm(landingId: number, formId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateFormBody) =>
      (
        await apiRequest(`/landings/${landingId}/forms/${formId}`, {
          method: 'PUT',
          body,
          schema: formResponse,
          notify: false,
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteForm(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (formId: number) =>
      apiRequest(`/landings/${landingId}/forms/${formId}`, { method: 'DELETE', schema: actionResult }),
    onSuccess: () => invalidate(landingId),
  });
}
