import type { EditorProduct } from '@tessera/api-contract';
import { DEFAULT_CURRENCY } from '@tessera/document';
import type { Database } from '../../db/client.ts';
import { liveGatewayOf } from './connect.ts';
import { offeredProducts } from './products.ts';

/**
 * What a site's designer is given of its commerce (SPEC §3 shared editor state): the products its
 * order elements may offer and the sign of the currency they are priced in.
 */

/** The products of the site's live gateway that are not archived, as order elements pick them. */
export async function editorProducts(db: Database, landingId: number): Promise<EditorProduct[]> {
  const rows = await offeredProducts(db, landingId);
  return rows.map((product) => ({
    key: String(product.id),
    id: product.id,
    name: product.name,
    description: product.description,
    price_cents: product.amount,
    image_url: product.image_url,
    // Published pages pay through the site's own checkout; the designer has nothing to link to.
    checkout_url: '',
  }));
}

/** `$`, `€`, `CA$`: the sign English shows for an ISO 4217 code; the code itself when none. */
export function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code.toUpperCase(),
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code.toUpperCase();
  } catch {
    return DEFAULT_CURRENCY;
  }
}

/** The sign of the live gateway's currency; `$` (SPEC §9) for a site without one. */
export async function siteCurrencySymbol(db: Database, landingId: number): Promise<string> {
  const gateway = await liveGatewayOf(db, landingId);
  return gateway ? currencySymbol(gateway.currency) : DEFAULT_CURRENCY;
}
