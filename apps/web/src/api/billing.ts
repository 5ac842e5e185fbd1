import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BillingOverview,
  billingEndpoints,
  type InvoiceListQuery,
  type OrderBody,
  type PaymentMethod,
  type PlanType,
  type SubscribeBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call } from './call.ts';
import { configKey, userKey } from './keys.ts';
import { beginSession } from './session.ts';

/**
 * The agency's billing (SPEC §2 `subscription`, `payment-methods`, `premium-apps`,
 * `reseller-subscriptions`, public `/order`). Everything the signed-in agency holds lives under one
 * key part, so a subscribe, a card change or a cancel refreshes every billing screen at once, and
 * the profile with it (SPEC §4: subscribing lifts the block).
 */

const billingKey = (epoch: number, ...parts: readonly unknown[]) => userKey(epoch, 'billing', ...parts);

/** After a change: every billing read, the profile (blocked, premium apps) and the config (card limit). */
function useRefreshBilling() {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  // Settles once the profile is fresh: a screen that moves on afterwards meets the guard with the
  // agency's new standing, not the block it just lifted.
  return async (overview?: BillingOverview) => {
    if (overview) queryClient.setQueryData(billingKey(epoch, 'overview'), overview);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKey(epoch) }),
      queryClient.invalidateQueries({ queryKey: userKey(epoch, 'profile') }),
      queryClient.invalidateQueries({ queryKey: configKey }),
    ]);
  };
}

/** `GET /subscriptions/current`: the agency's plans, their state, the next invoice, the default card. */
export function useBillingOverview({ enabled = true }: { enabled?: boolean } = {}) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: billingKey(epoch, 'overview'),
    queryFn: async ({ signal }) =>
      (await call(billingEndpoints.overview, {}, { signal, notify: false })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** The active plans of one type with their offered prices (a page holds them all). */
export function usePlans(type: PlanType) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: billingKey(epoch, 'plans', type),
    queryFn: async ({ signal }) =>
      (
        await call(
          billingEndpoints.listPlans,
          { query: { type, active: 'true', per_page: 100, sort: 'name' } },
          { signal, notify: false },
        )
      ).data,
    staleTime: 5 * 60_000,
  });
}

export function useInvoices(query: Partial<InvoiceListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: billingKey(epoch, 'invoices', query),
    queryFn: ({ signal }) => call(billingEndpoints.invoices, { query }, { signal, notify: false }),
    placeholderData: keepPreviousData,
  });
}

export interface PreviewInput {
  plan: string;
  price_id: number;
  section?: string | undefined;
  coupon?: string | undefined;
}

/** What subscribing (or changing) to a plan would charge now, with the proration lines. */
export function useSubscriptionPreview(input: PreviewInput | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: billingKey(epoch, 'preview', input),
    queryFn: async ({ signal }) => {
      const { plan, ...query } = input!;
      return (await call(billingEndpoints.preview, { params: { plan }, query }, { signal, notify: false }))
        .data;
    },
    enabled: input !== null,
    retry: false,
    staleTime: 30_000,
  });
}

export interface SubscribeInput {
  plan: string;
  /** `app-{plan}` or `reseller`; none for the agency plan. */
  section?: string | undefined;
  coupon?: string | undefined;
  /** The unlimited reseller plan is subscribed to through its own call. */
  unlimited?: boolean;
  body: SubscribeBody;
}

export function useSubscribe() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async ({ plan, section, coupon, unlimited, body }: SubscribeInput) => {
      if (unlimited) {
        // The unlimited plan takes no coupon in its call; its section is the reseller plan's.
        return (await call(billingEndpoints.subscribeUnlimited, { body }, { notify: false })).data;
      }
      const query = { ...(section ? { section } : {}), ...(coupon ? { coupon } : {}) };
      return (await call(billingEndpoints.subscribe, { params: { plan }, query, body }, { notify: false }))
        .data;
    },
    onSuccess: (overview) => refresh(overview),
  });
}

/** Ends a subscription at the end of its paid period (`planType`: agency, reseller or app-{plan}). */
export function useCancelSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async ({ userId, planType }: { userId: number; planType: string }) =>
      (
        await call(billingEndpoints.cancel, {
          params: { userId, planType },
          query: { at_period_end: 'true' },
        })
      ).data,
    onSuccess: (overview) => refresh(overview),
  });
}

export function useResumeSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async ({ user, planType }: { user: number; planType: string }) =>
      (await call(billingEndpoints.resume, { body: { user, plan_type: planType } })).data,
    onSuccess: (overview) => refresh(overview),
  });
}

/** A coupon's effect on a price; quiet, the field shows the answer (422 under it). */
export function useCheckCoupon() {
  return useMutation({
    mutationFn: async ({ code, priceId }: { code: string; priceId?: number | undefined }) =>
      (
        await call(
          billingEndpoints.checkCoupon,
          { query: { code, ...(priceId ? { price_id: priceId } : {}) } },
          { notify: false },
        )
      ).data,
  });
}

// ---------------------------------------------------------------------------------------------
// Payment methods

export function usePaymentMethods(enabled = true) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: billingKey(epoch, 'payment-methods'),
    queryFn: async ({ signal }) =>
      (await call(billingEndpoints.paymentMethods, {}, { signal, notify: false })).data,
    enabled,
  });
}

/** A SetupIntent's client secret, for Stripe.js to save one card with. */
export async function setupIntentSecret(): Promise<string> {
  return (await call(billingEndpoints.setupSecret, {}, { notify: false })).data.client_secret;
}

function useCardsChange<I>(send: (input: I) => Promise<PaymentMethod[]>) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: send,
    onSuccess: (cards) => {
      queryClient.setQueryData(billingKey(epoch, 'payment-methods'), cards);
      return refresh();
    },
  });
}

/** Keeps a card Stripe.js has just saved (quiet: the form shows what went wrong). */
export function useAddPaymentMethod() {
  return useCardsChange(
    async (body: { payment_method: string; make_default: boolean }) =>
      (await call(billingEndpoints.addPaymentMethod, { body }, { notify: false })).data,
  );
}

export function useMakeDefaultPaymentMethod() {
  return useCardsChange(
    async (id: string) => (await call(billingEndpoints.defaultPaymentMethod, { params: { id } })).data,
  );
}

export function useDeletePaymentMethod() {
  return useCardsChange(
    async (id: string) => (await call(billingEndpoints.deletePaymentMethod, { params: { id } })).data,
  );
}

// ---------------------------------------------------------------------------------------------
// The public order page

/** A published order page and what it sells (the first one without an id); the same for everyone. */
export function useLiveOrderPage(id: number | null) {
  return useQuery({
    queryKey: ['order-page-live', id],
    queryFn: async ({ signal }) =>
      (
        await call(
          billingEndpoints.liveOrderPage,
          { query: id === null ? {} : { id } },
          { signal, notify: false, auth: false },
        )
      ).data,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * `POST /order` (a recurring price) or `POST /order-onetime`. A guest's order answers with a new
 * session, which starts as a sign-in does and lands on the websites list; a signed-in owner's
 * refreshes the agency and goes there too.
 */
export function usePlaceOrder(landing: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async ({ oneTime, body }: { oneTime: boolean; body: OrderBody }) =>
      (
        await call(
          oneTime ? billingEndpoints.orderOnetime : billingEndpoints.order,
          { body },
          { notify: false },
        )
      ).data,
    onSuccess: ({ login }) => {
      if (login) beginSession(queryClient, login.access_token, login.role, landing);
      else return refresh();
    },
  });
}
