import { createStore } from 'zustand/vanilla';

/**
 * Payment and subscription data cached on the client. Billing screens arrive in a later issue;
 * the stores and the storage-key list exist now so that logout and impersonation (SPEC §4)
 * already reset them, and whatever billing adds later is reset too.
 */
export interface PaymentState {
  paymentMethods: readonly { id: string; label: string }[];
  defaultPaymentMethod: string | null;
}
export interface SubscriptionState {
  planId: string | null;
  coupon: string | null;
}

const emptyPayment: PaymentState = { paymentMethods: [], defaultPaymentMethod: null };
const emptySubscription: SubscriptionState = { planId: null, coupon: null };

export const paymentStore = createStore<PaymentState>()(() => ({ ...emptyPayment }));
export const subscriptionStore = createStore<SubscriptionState>()(() => ({ ...emptySubscription }));

/** localStorage keys holding payment data; billing features register theirs here. */
export const PAYMENT_STORAGE_KEYS: readonly string[] = ['tessera.payment'];
export const SUBSCRIPTION_STORAGE_KEYS: readonly string[] = ['tessera.subscription'];

function removeKeys(keys: readonly string[]) {
  if (typeof localStorage === 'undefined') return;
  for (const key of keys) localStorage.removeItem(key);
}

export function resetPaymentData() {
  paymentStore.setState({ ...emptyPayment }, true);
  removeKeys(PAYMENT_STORAGE_KEYS);
}

export function resetSubscriptionData() {
  subscriptionStore.setState({ ...emptySubscription }, true);
  removeKeys(SUBSCRIPTION_STORAGE_KEYS);
}
