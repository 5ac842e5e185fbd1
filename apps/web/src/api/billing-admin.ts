import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingEndpoints,
  type PlanBody,
  type PlanListQuery,
  type PriceBody,
  type PriceListQuery,
  type UpdatePlanBody,
  type UpdatePriceBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { courseArea } from './courses.ts';
import { userKey } from './keys.ts';
import { orderPageArea } from './order-pages.ts';

/**
 * The admin's side of platform billing (SPEC §2 admin `payment/plans`, `payment/prices`, and
 * billing on an agency's edit screen): plans, prices, and one agency's subscriptions.
 */

const AREA = 'billing-admin';

function useBillingKey() {
  const epoch = useAuth((s) => s.epoch);
  return (...parts: readonly unknown[]) => userKey(epoch, AREA, ...parts);
}

export function usePlans(query: Partial<PlanListQuery>, options: { enabled?: boolean } = {}) {
  const key = useBillingKey();
  return useQuery({
    queryKey: key('plans', query),
    queryFn: ({ signal }) => call(billingEndpoints.listPlans, { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function usePlan(id: number) {
  const key = useBillingKey();
  return useQuery({
    queryKey: key('plan', id),
    queryFn: async ({ signal }) =>
      (await call(billingEndpoints.getPlan, { params: { id } }, { signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function usePrices(query: Partial<PriceListQuery>) {
  const key = useBillingKey();
  return useQuery({
    queryKey: key('prices', query),
    queryFn: ({ signal }) => call(billingEndpoints.listPrices, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePrice(id: number) {
  const key = useBillingKey();
  return useQuery({
    queryKey: key('price', id),
    queryFn: async ({ signal }) =>
      (await call(billingEndpoints.getPrice, { params: { id } }, { signal })).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * After a plan or price changes: every billing query of this identity, and what shows plans
 * elsewhere (the course and order page plan pickers, order pages' plans).
 */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () =>
    Promise.all(
      [AREA, courseArea.key, orderPageArea.key].map((part) =>
        queryClient.invalidateQueries({ queryKey: userKey(epoch, part) }),
      ),
    );
}

export function useCreatePlan() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: async (body: PlanBody) => (await call(billingEndpoints.createPlan, { body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePlan() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdatePlanBody }) =>
      (await call(billingEndpoints.updatePlan, { params: { id }, body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useCreatePrice() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: async (body: PriceBody) => (await call(billingEndpoints.createPrice, { body })).data,
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePrice() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdatePriceBody }) =>
      (await call(billingEndpoints.updatePrice, { params: { id }, body })).data,
    onSuccess: () => invalidate(),
  });
}

/** One agency's subscriptions and latest invoices (its admin edit screen). */
export function useAgencyBilling(agencyId: number) {
  const key = useBillingKey();
  return useQuery({
    queryKey: key('agency', agencyId),
    queryFn: async ({ signal }) =>
      (await call(billingEndpoints.agencyBilling, { params: { id: agencyId } }, { signal })).data,
  });
}

/**
 * After an agency's plans change: its billing and every agency query, since the agency's own
 * fields (status, plan names, grants) follow its subscriptions and its edit form must not save
 * the old ones back.
 */
function useInvalidateAgencyBilling(agencyId: number) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKey(epoch, AREA, 'agency', agencyId) }),
      queryClient.invalidateQueries({ queryKey: userKey(epoch, 'agencies') }),
    ]);
}

/** Gives the agency a plan without payment. */
export function useCompPlan(agencyId: number) {
  const invalidate = useInvalidateAgencyBilling(agencyId);
  return useMutation({
    mutationFn: async (planId: number) =>
      (await call(billingEndpoints.compPlan, { params: { id: agencyId }, body: { plan_id: planId } })).data,
    onSuccess: () => invalidate(),
  });
}

/**
 * Ends one of the agency's subscriptions at once (an admin's cancel; an owner's waits for the end
 * of the period). `userId` is the agency owner's, `planType` the subscription's target.
 */
export function useCancelSubscription(agencyId: number) {
  const invalidate = useInvalidateAgencyBilling(agencyId);
  return useMutation({
    mutationFn: async ({ userId, planType }: { userId: number; planType: string }) =>
      (
        await call(billingEndpoints.cancel, {
          params: { userId, planType },
          query: { at_period_end: 'false' },
        })
      ).data,
    onSuccess: () => invalidate(),
  });
}
