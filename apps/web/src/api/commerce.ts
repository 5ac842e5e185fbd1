import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CouponBody,
  type CouponListQuery,
  type CreateGatewayBody,
  type CustomerSubscriptionListQuery,
  couponEndpoints,
  type GatewayItem,
  gatewayEndpoints,
  type ProductBody,
  type ProductListQuery,
  productEndpoints,
  type SiteInvoiceListQuery,
  siteOrderEndpoints,
  type UpdateGatewayBody,
  type UpdateProductBody,
} from '@tessera/api-contract';
import { useAuth } from '../state/authStore.ts';
import { call, download } from './call.ts';
import { isApiError } from './errors.ts';
import { landingsKey, useInvalidateLandings } from './landings.ts';

/**
 * A site's commerce (SPEC §7 "Integrations and gateways", gateways part, and "Orders"): its
 * connected Stripe account, products, coupons, orders and customer subscriptions. Every read lives
 * under the site's detail key, so a change refreshes the site's screens the way other areas do.
 *
 * Gateway calls are made with `notify: false`: a 503 means payments are not set up on the platform,
 * which the screens explain in place instead of a red toast; they say every other failure themselves.
 */

const commerceKey = (epoch: number, landingId: number, ...parts: readonly unknown[]) =>
  landingsKey(epoch, 'detail', landingId, 'commerce', ...parts);

/** The platform has no Stripe key: the server answers 503 to what needs Stripe. */
export function isPaymentsNotConfigured(error: unknown): boolean {
  return isApiError(error) && error.status === 503;
}

// ---------------------------------------------------------------------------------------------
// Gateways

/** The site's gateways, the live one first and revoked ones last. */
export function useGateways(landingId: number) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: commerceKey(epoch, landingId, 'gateways'),
    queryFn: async ({ signal }) =>
      (await call(gatewayEndpoints.list, { params: { id: landingId } }, { signal, notify: false })).data,
  });
}

/** The gateway order elements use, null while none can take payments. */
export function useActiveGateway(landingId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: commerceKey(epoch, landingId, 'gateways', 'active'),
    queryFn: async ({ signal }) =>
      (await call(gatewayEndpoints.active, { params: { id: landingId } }, { signal, notify: false })).data,
    enabled,
  });
}

/**
 * Connects a Stripe account; the answer carries the link to Stripe's hosted onboarding. While the
 * browser leaves for that link, the site's gateways are not refetched: the new gateway would swap
 * the connect form for "already has a Stripe account", and a form unmounted before its `mutate`
 * callback ran never sends the user on to Stripe. The app loads anew when Stripe sends them back.
 */
export function useCreateGateway(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CreateGatewayBody) =>
      (await call(gatewayEndpoints.create, { params: { id: landingId }, body }, { notify: false })).data,
    onSuccess: (answer) => (answer.onboarding ? undefined : invalidate(landingId)),
  });
}

/** Puts a gateway the server answered in place, so the card shows it before the refetch lands. */
function useStoreGateway(landingId: number) {
  const queryClient = useQueryClient();
  const epoch = useAuth((s) => s.epoch);
  const invalidate = useInvalidateLandings();
  return (gateway: GatewayItem) => {
    queryClient.setQueryData<GatewayItem[]>(commerceKey(epoch, landingId, 'gateways'), (list) =>
      list?.map((item) => (item.id === gateway.id ? gateway : item)),
    );
    return invalidate(landingId);
  };
}

/** Reads the account's state from Stripe now; while onboarding is unfinished, a fresh link to it. */
export function useCheckGateway(landingId: number) {
  const store = useStoreGateway(landingId);
  return useMutation({
    mutationFn: async (gatewayId: number) =>
      (await call(gatewayEndpoints.check, { params: { id: landingId, gatewayId } }, { notify: false })).data,
    onSuccess: (answer) => store(answer.gateway),
  });
}

export function useUpdateGateway(landingId: number) {
  const store = useStoreGateway(landingId);
  return useMutation({
    mutationFn: async ({ gatewayId, body }: { gatewayId: number; body: UpdateGatewayBody }) =>
      (await call(gatewayEndpoints.update, { params: { id: landingId, gatewayId }, body }, { notify: false }))
        .data,
    onSuccess: store,
  });
}

export function useRevokeGateway(landingId: number) {
  const store = useStoreGateway(landingId);
  return useMutation({
    mutationFn: async (gatewayId: number) =>
      (await call(gatewayEndpoints.revoke, { params: { id: landingId, gatewayId } }, { notify: false })).data,
    onSuccess: store,
  });
}

export function useDeleteGateway(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: (gatewayId: number) =>
      call(gatewayEndpoints.remove, { params: { id: landingId, gatewayId } }, { notify: false }),
    onSuccess: () => invalidate(landingId),
  });
}

/** Where Stripe's onboarding comes back to (`/auth/stripe/callback`): the account's state now. */
export function useVerifyStripeAccount() {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: { landing_id: number; gateway_id: number }) =>
      (await call(gatewayEndpoints.verify, { body }, { notify: false })).data,
    onSuccess: (_answer, body) => invalidate(body.landing_id),
  });
}

// ---------------------------------------------------------------------------------------------
// Products

export function useProducts(landingId: number, query: Partial<ProductListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: commerceKey(epoch, landingId, 'products', 'list', query),
    queryFn: ({ signal }) => call(productEndpoints.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every product of the site, archived ones too, by name: what the orders' product filter offers. */
export function useProductChoices(landingId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const epoch = useAuth((s) => s.epoch);
  const query = { archived: 'all', per_page: 100, sort: 'name', order: 'asc' } as const;
  return useQuery({
    queryKey: commerceKey(epoch, landingId, 'products', 'choices'),
    queryFn: async ({ signal }) =>
      (await call(productEndpoints.list, { params: { id: landingId }, query }, { signal })).data,
    enabled,
  });
}

/** What saving a product sends: a whole new product, or only what changed on one. */
export type ProductSave =
  | { productId: null; body: ProductBody }
  | { productId: number; body: UpdateProductBody };

/** Creates or changes a product; the form shows failures, so no toast. */
export function useSaveProduct(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (save: ProductSave) =>
      (save.productId === null
        ? await call(
            productEndpoints.create,
            { params: { id: landingId }, body: save.body },
            { notify: false },
          )
        : await call(
            productEndpoints.update,
            { params: { id: landingId, productId: save.productId }, body: save.body },
            { notify: false },
          )
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

/** Archive or unarchive: the product stops (or starts again) being offered by order elements. */
export function useSetProductArchived(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ productId, archived }: { productId: number; archived: boolean }) =>
      (
        await call(archived ? productEndpoints.archive : productEndpoints.unarchive, {
          params: { id: landingId, productId },
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}

// ---------------------------------------------------------------------------------------------
// Coupons

export function useCoupons(landingId: number, query: Partial<CouponListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: commerceKey(epoch, landingId, 'coupons', 'list', query),
    queryFn: ({ signal }) => call(couponEndpoints.list, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCoupon(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async (body: CouponBody) =>
      (await call(couponEndpoints.create, { params: { id: landingId }, body }, { notify: false })).data,
    onSuccess: () => invalidate(landingId),
  });
}

export function useCouponActions(landingId: number) {
  const invalidate = useInvalidateLandings();
  return {
    setArchived: useMutation({
      mutationFn: async ({ couponId, archived }: { couponId: number; archived: boolean }) =>
        (
          await call(archived ? couponEndpoints.archive : couponEndpoints.unarchive, {
            params: { id: landingId, couponId },
          })
        ).data,
      onSuccess: () => invalidate(landingId),
    }),
    remove: useMutation({
      mutationFn: (couponId: number) => call(couponEndpoints.remove, { params: { id: landingId, couponId } }),
      onSuccess: () => invalidate(landingId),
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// Orders (the site's invoices) and customer subscriptions

export function useSiteInvoices(landingId: number, query: Partial<SiteInvoiceListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: commerceKey(epoch, landingId, 'invoices', 'list', query),
    queryFn: ({ signal }) =>
      call(siteOrderEndpoints.invoices, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSiteInvoice(landingId: number, invoiceId: number | null) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: commerceKey(epoch, landingId, 'invoices', 'one', invoiceId),
    queryFn: async ({ signal }) =>
      (
        await call(
          siteOrderEndpoints.invoice,
          { params: { id: landingId, invoiceId: invoiceId ?? 0 } },
          { signal },
        )
      ).data,
    enabled: invoiceId !== null && invoiceId > 0,
  });
}

/** Downloads the site's orders as CSV, with the list's filters (not its paging). */
export function downloadSiteInvoicesCsv(
  landingId: number,
  query: Omit<Partial<SiteInvoiceListQuery>, 'page' | 'per_page'>,
): Promise<void> {
  return download(
    siteOrderEndpoints.exportInvoices,
    { params: { id: landingId }, query },
    { name: 'orders.csv', failure: 'The orders could not be exported.' },
  );
}

export function useCustomerSubscriptions(landingId: number, query: Partial<CustomerSubscriptionListQuery>) {
  const epoch = useAuth((s) => s.epoch);
  return useQuery({
    queryKey: commerceKey(epoch, landingId, 'subscriptions', 'list', query),
    queryFn: ({ signal }) =>
      call(siteOrderEndpoints.subscriptions, { params: { id: landingId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Ends a customer's subscription at the end of the period they paid for, or now. */
export function useCancelCustomerSubscription(landingId: number) {
  const invalidate = useInvalidateLandings();
  return useMutation({
    mutationFn: async ({ subscriptionId, atPeriodEnd }: { subscriptionId: number; atPeriodEnd: boolean }) =>
      (
        await call(siteOrderEndpoints.cancelSubscription, {
          params: { id: landingId, subscriptionId },
          body: { at_period_end: atPeriodEnd },
        })
      ).data,
    onSuccess: () => invalidate(landingId),
  });
}
