/**
 * The databases the replays write: copies of the generating one (the same catalogue, agencies,
 * owners and Stripe customers) with everything the events carry taken out again. This is bench
 * SQL, not product code: it undoes, for the agencies that ordered, what billing wrote.
 */
import { PGlite } from '@electric-sql/pglite';

/** The generating database as it is now, as a data directory image. */
export async function snapshot(client: PGlite): Promise<Blob> {
  return client.dumpDataDir('none');
}

/** A new database from the image, holding no billing state for these agencies and no applied events. */
export async function freshCopy(image: Blob, agencyIds: readonly number[]): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: image });
  await client.waitReady;
  await client.transaction(async (tx) => {
    await tx.query('DELETE FROM billing_invoices WHERE agency_id = ANY($1)', [agencyIds]);
    await tx.query('DELETE FROM billing_subscriptions WHERE agency_id = ANY($1)', [agencyIds]);
    await tx.query('DELETE FROM billing_events');
    await tx.query(
      `UPDATE agencies SET subscribed = false, stripe_status = 'none', reseller_status = 'none',
         stripe_price = NULL, reseller_plan = NULL, app_plans = '[]'::jsonb,
         premium_apps = '[]'::jsonb, premium_elements = '[]'::jsonb
       WHERE id = ANY($1)`,
      [agencyIds],
    );
  });
  const [left] = (
    await client.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM billing_subscriptions WHERE agency_id = ANY($1))
            + (SELECT count(*) FROM billing_invoices WHERE agency_id = ANY($1))
            + (SELECT count(*) FROM billing_events) AS n`,
      [agencyIds],
    )
  ).rows;
  if (Number(left?.n) !== 0) throw new Error('the copy still holds billing state');
  return client;
}
