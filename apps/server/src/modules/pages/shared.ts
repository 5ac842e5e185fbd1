import { type PageUniqueId, SHARED_RECORD_MESSAGES, type SharedPage } from '@tessera/api-contract';
import type { Database } from '../../db/client.ts';
import type { SiteOrigins } from '../../sites/origin.ts';
import { pagePath } from '../../sites/render.ts';
import type { AuthContext } from '../auth/session.ts';
import { pageWithSite } from './manage.ts';

/**
 * SPEC §7 `GET /agency-page/{id}/unique-id`: what the page is shared and imported by across the
 * agency's websites (the app's `/agency/pages/{uniqueId}` link). Whoever sees the page may share it.
 */
export async function pageUniqueId(db: Database, auth: AuthContext, pageId: number): Promise<PageUniqueId> {
  const { page } = await pageWithSite(db, auth, pageId, 'view');
  return { page_id: page.id, landing_id: page.landingId, unique_id: page.uniqueId };
}

/**
 * `GET /agency-pages/unique-id/{uniqueId}`: the page a shared unique id names, when it is on a
 * site of the caller's agency that the caller sees (the pages an import may copy); anything else
 * is "not found", another agency's page included.
 */
export async function sharedPageByUniqueId(
  db: Database,
  auth: AuthContext,
  uniqueId: string,
  origins: SiteOrigins,
): Promise<SharedPage> {
  const { page, site, permissions } = await pageWithSite(
    db,
    auth,
    { uniqueId },
    'view',
    SHARED_RECORD_MESSAGES.pageNotFound,
  );
  return {
    id: page.id,
    landing_id: site.id,
    site_title: site.title,
    name: page.name,
    title: page.title,
    unique_id: page.uniqueId,
    published: page.published,
    url: `${origins.canonical(site)}${pagePath(page)}`,
    may_design: permissions.includes('edit_design'),
  };
}
