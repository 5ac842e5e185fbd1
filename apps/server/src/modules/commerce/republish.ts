import type { Database } from '../../db/client.ts';
import type { Sites } from '../../sites/runtime.ts';
import { republishLanding } from '../pages/service.ts';
import { gatewayOfAccount } from './connect.ts';
import { documentHasOrderElements } from './render-data.ts';

/**
 * Published pages bake in the products their order elements show and whether the site takes
 * payments: after a change of either, the site's pages holding order elements are rendered again.
 */
export async function republishOrderPages(
  db: Database,
  sites: Pick<Sites, 'invalidate'>,
  site: { landingId: number } | { accountId: string },
): Promise<void> {
  const landingId =
    'landingId' in site ? site.landingId : (await gatewayOfAccount(db, site.accountId))?.landingId;
  if (landingId === undefined) return;
  await republishLanding(db, landingId, sites, { only: documentHasOrderElements });
}
