import { currencySign, type EditorProduct } from '@tessera/api-contract';
import { DEFAULT_CURRENCY } from '@tessera/document';
import type { Database } from '../../db/client.ts';
import { activeGatewayOf, liveGatewayOf } from './connect.ts';
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
    interval: product.interval,
  }));
}

/** The sign of the live gateway's currency; `$` (SPEC §9) for a site without one. */
export async function siteCurrencySymbol(db: Database, landingId: number): Promise<string> {
  const gateway = await liveGatewayOf(db, landingId);
  // The same sign published pages show (render-data.ts).
  return gateway ? currencySign(gateway.currency) : DEFAULT_CURRENCY;
}

/** Whether the site's gateway takes payments now: the designer draws order elements without the note to connect one. */
export async function siteTakesPayments(db: Database, landingId: number): Promise<boolean> {
  return (await activeGatewayOf(db, landingId)) !== null;
}
