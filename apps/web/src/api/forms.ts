import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type CreateFormBody,
  type FormListQuery,
  formEndpoints,
  type UpdateFormBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/** Under the site's key: one invalidation of the site refreshes its forms and contacts. */
export const formsKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'forms', ...parts);

export function useForms(landingId: number, query: Partial<FormListQuery>, enabled = true) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: formsKey(epoch, landingId, 'list', query),
    queryFn: ({ signal }) => call(formEndpoints.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useForm(landingId: number, formId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: formsKey(epoch, landingId, 'one', formId),
    queryFn: ({ signal }) =>
      call(formEndpoints.get, { params: { id: landingId, formId: formId ?? 0 } }, { signal }).then(
        (r) => r.data,
      ),
    enabled: formId !== null && formId > 0,
  });
}

export function useCreateForm(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateFormBody) =>
      (await call(formEndpoints.create, { params: { id: landingId }, body }, { notify: false })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useUpdateForm(landingId: number, formId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: UpdateFormBody) =>
      (await call(formEndpoints.update, { params: { id: landingId, formId }, body }, { notify: false })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useDeleteForm(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (formId: number) => call(formEndpoints.remove, { params: { id: landingId, formId } }),
    onSuccess: () => invalidate(landingId),
  });
}
