import { recordPaths } from '../design-records/kind.ts';

/** Where the order page screens live (SPEC §2 admin `payment/order-pages` and the public preview). */
export const orderPagePaths = recordPaths('/admin/payment/order-pages', 'design');
