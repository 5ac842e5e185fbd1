// The admin's plan and price screens: one chunk (the agency billing panel loads with the agency form).
export { PlanCreateScreen, PlanEditScreen } from './PlanFormScreen.tsx';
export { PlansScreen } from './PlansScreen.tsx';
export { PriceCreateScreen, PriceEditScreen } from './PriceFormScreen.tsx';
export { PricesScreen } from './PricesScreen.tsx';
