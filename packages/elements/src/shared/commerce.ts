import { DEFAULT_CURRENCY } from '@tessera/document';
import { z } from 'zod';

/**
 * Order elements show prices but never store them: amounts come from the site's products on the
 * server at render and checkout time, so an edited document cannot change what a buyer pays.
 */

/** A currency symbol as shown beside prices (SPEC §3 default '$'). */
export const currencyOption = z
  .string()
  .min(1)
  .max(5)
  .regex(/^[^<>&"'\s]+$/, 'Currency symbol is invalid.')
  .default(DEFAULT_CURRENCY);

/** A product id from the connected payment account, e.g. prod_…; null until one is picked. */
export const productIdSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9_:-]+$/, 'Product id is invalid.')
  .nullable();
