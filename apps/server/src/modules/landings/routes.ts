import { landingEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { invalidField } from '../../lib/errors.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
import type { AuthContext } from '../auth/session.ts';
import { fileCopyContext } from '../files/copy.ts';
import { createSiteFromTemplate } from '../templates/use.ts';
import { siteForCaller } from './access.ts';
import { copySite } from './copy.ts';
import { checkCustomDomain, setCustomDomain } from './custom-domain.ts';
import { createDnsLookup, type DnsLookup } from './dns.ts';
import { domainProblem, subdomainProblem } from './domains.ts';
import {
  assertMayCreate,
  autoCreateLanding,
  createLanding,
  deleteLanding,
  updateLanding,
  updateSiteSettings,
} from './manage.ts';
import { convertSiteDocuments, pageRelations } from './relations.ts';
import { getLanding, listLandings } from './service.ts';
import { revokeShareCode, shareCodeOf, sharedSite, sharedSitePreview } from './share.ts';

export async function landingRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites; storage: ObjectStorage; dns?: DnsLookup },
): Promise<void> {
  const { db, sites, config } = deps;
  // Sites made from a template or a shared site get their own copies of its uploaded files.
  const files = fileCopyContext(deps, app.log);
  const dns = deps.dns ?? createDnsLookup(config.DNS_SERVERS);
  const detail = (auth: AuthContext, landingId: number) => getLanding(db, auth, landingId, sites.origins);

  serve(app, endpoints.list, async ({ auth, query }) =>
    listAnswer(await listLandings(db, auth, query, sites.origins), query),
  );

  serve(app, endpoints.create, async ({ auth, body }) => {
    const { template_id, ...fields } = body;
    // An admin template (modules/templates) is copied whole; otherwise a built-in sample or blank.
    const id =
      template_id === undefined
        ? await createLanding(db, config, auth, fields)
        : await createSiteFromTemplate(db, config, auth, { ...fields, template_id }, sites, files);
    return { data: await detail(auth, id) };
  });

  serve(app, endpoints.auto, async ({ auth, body }) => {
    const id = await autoCreateLanding(db, config, auth, body, sites);
    return { data: await detail(auth, id) };
  });

  serve(app, endpoints.validateSubdomain, async ({ auth, body }) => {
    const { subdomain, landing_id } = body;
    if (landing_id !== undefined) await siteForCaller(db, auth, landing_id, 'view');
    const problem = await subdomainProblem(db, config, subdomain, landing_id);
    if (problem) throw invalidField('subdomain', problem);
    return { success: true as const, message: 'The subdomain is available.' };
  });

  serve(app, endpoints.validateDomain, async ({ auth, body }) => {
    const { domain, landing_id } = body;
    if (landing_id !== undefined) await siteForCaller(db, auth, landing_id, 'view');
    const problem = await domainProblem(db, config, domain, landing_id);
    if (problem) throw invalidField('domain', problem);
    return { success: true as const, message: 'The domain can be used.' };
  });

  serve(app, endpoints.shared, async ({ auth, params }) => {
    assertMayCreate(auth);
    return { data: await sharedSitePreview(db, params.uniqueId) };
  });

  serve(app, endpoints.duplicate, async ({ auth, body }) => {
    const agencyId = assertMayCreate(auth);
    const source = await sharedSite(db, body.unique_id);
    const id = await copySite(
      db,
      config,
      auth,
      source,
      { ...body, agencyId, title: body.title ?? source.title },
      sites,
      files,
    );
    return { data: await detail(auth, id) };
  });

  serve(app, endpoints.get, async ({ auth, params }) => ({ data: await detail(auth, params.id) }));

  serve(app, endpoints.update, async ({ auth, params, body }) => {
    await updateLanding(db, config, auth, params.id, body, sites);
    return { data: await detail(auth, params.id) };
  });

  serve(app, endpoints.remove, async ({ auth, params }) => {
    const site = await deleteLanding(db, auth, params.id, sites);
    return { success: true as const, message: `The website ${site.title} is deleted.` };
  });

  serve(app, endpoints.saveSettings, async ({ auth, params, body }) => {
    await updateSiteSettings(db, auth, params.id, body, sites);
    return { data: await detail(auth, params.id) };
  });

  serve(app, endpoints.clone, async ({ auth, params, body }) => {
    const agencyId = assertMayCreate(auth);
    const source = await siteForCaller(db, auth, params.id, 'view');
    const id = await copySite(db, config, auth, source, { ...body, agencyId }, sites, files);
    return { data: await detail(auth, id) };
  });

  serve(app, endpoints.shareCode, async ({ auth, params }) => ({
    data: { unique_id: await shareCodeOf(db, auth, params.id) },
  }));

  serve(app, endpoints.revokeShareCode, async ({ auth, params }) => {
    await revokeShareCode(db, auth, params.id);
    return {
      success: true as const,
      message: 'The website is no longer shared; the old code stops working.',
    };
  });

  serve(app, endpoints.setCustomDomain, async ({ auth, params, body }) => ({
    data: await setCustomDomain(db, config, auth, params.id, body.domain, sites),
  }));

  serve(app, endpoints.domainStatus, async ({ auth, params }) => ({
    data: await checkCustomDomain(db, config, dns, auth, params.id, sites),
  }));

  serve(app, endpoints.convertDocuments, async ({ auth, params }) => ({
    data: await convertSiteDocuments(db, auth, params.id),
  }));

  serve(app, endpoints.pageRelations, async ({ auth, params, body }) => ({
    data: await pageRelations(db, auth, params.id, body.page_ids),
  }));
}
