// The Payments tab's screens load as one chunk: people move between them (gateway → products →
// coupons → orders), and they share the sub-navigation, the gates and the labels.
export { CouponsScreen } from './CouponsScreen.tsx';
export { GatewayCreateScreen } from './GatewayCreateScreen.tsx';
export { OrdersScreen } from './OrdersScreen.tsx';
export { PaymentsScreen } from './PaymentsScreen.tsx';
export { ProductsScreen } from './ProductsScreen.tsx';
export { SubscriptionsScreen } from './SubscriptionsScreen.tsx';
