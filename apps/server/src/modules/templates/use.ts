import { TEMPLATE_MESSAGES } from '@tessera/api-contract';
import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { siteTemplates, templateCategories } from '../../db/schema/templates.ts';
import { invalidField } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/session.ts';
import type { FileCopyContext } from '../files/copy.ts';
import { copySite } from '../landings/copy.ts';
import { newSiteFacts } from '../landings/fill-template.ts';
import { templateSite } from '../landings/lookup.ts';
import { assertMayCreate, type SiteServer } from '../landings/manage.ts';
import { catalogue } from './catalogue.ts';

type DomainConfig = Pick<ServerConfig, 'APP_DOMAINS' | 'SITES_DOMAIN'>;

/**
 * `POST /landings` with `template_id`: a new website of the caller's agency as a deep copy of a
 * published template's backing site (pages with fresh ids, menus, redirects, settings and design;
 * landings/copy.ts, the same copy the share-code duplicate makes). The copy is the agency's own:
 * editing it never touches the template. Pages published in the template are published in the
 * copy; the rest start as drafts. The template's uploaded files (the platform agency's) that the
 * site shows are copied into the agency and served on the new site's address, so deleting the
 * template breaks nothing. The template's placeholders (`{{site.name}}`, `{{business.email}}`, …)
 * are resolved from the name and business details the caller typed, and sections that would be
 * empty are left out (landings/fill-template.ts, landings/empty-content.ts). A template agencies
 * cannot see is a 422 on `template_id`.
 */
export async function createSiteFromTemplate(
  db: Database,
  config: DomainConfig,
  auth: AuthContext,
  body: { title: string; description: string; subdomain: string; template_id: number } & Omit<
    Parameters<typeof newSiteFacts>[0],
    'title'
  >,
  sites: SiteServer,
  files: FileCopyContext,
): Promise<number> {
  const agencyId = assertMayCreate(auth);
  const [template] = await db
    .select({ landingId: siteTemplates.landingId })
    .from(siteTemplates)
    .innerJoin(templateCategories, catalogue.onCategory)
    .where(and(eq(siteTemplates.id, body.template_id), catalogue.visibleToAgencies()))
    .limit(1);
  const site = template ? await templateSite(db, template.landingId) : null;
  if (!site) throw invalidField('template_id', TEMPLATE_MESSAGES.templateUnavailable);
  return copySite(
    db,
    config,
    auth,
    site,
    {
      agencyId,
      title: body.title,
      subdomain: body.subdomain,
      description: body.description,
      isTemplate: false,
      fill: newSiteFacts(body),
    },
    sites,
    files,
  );
}
