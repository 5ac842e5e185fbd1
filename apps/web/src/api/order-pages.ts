import { orderPageEndpoints } from '@tessera/api-contract';
import type { DocumentArea } from './design-records.ts';

/** Order pages (SPEC §2 `/admin/payment/order-pages`, §7 `subscriptions/order-pages`): a design record. */
export const orderPageArea = { key: 'order-pages', endpoints: orderPageEndpoints } satisfies DocumentArea;
