// The billing screens load as one chunk: an owner moves between them (subscription → cards →
// apps), and they share the plan cards, the card form and the subscribe dialog.
export { AddPaymentMethodScreen, PaymentMethodsScreen } from './PaymentMethodsScreen.tsx';
export { PremiumAppsScreen } from './PremiumAppsScreen.tsx';
export { ResellerPlansScreen } from './ResellerPlansScreen.tsx';
