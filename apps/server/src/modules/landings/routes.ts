import {
  actionResult,
  autoLandingBody,
  convertEditorResponse,
  copyLandingBody,
  createLandingBody,
  customUrlBody,
  domainStatusResponse,
  duplicateLandingBody,
  landingDetailResponse,
  landingIdParams,
  landingListQuery,
  landingListResponse,
  pageRelationsBody,
  pageRelationsResponse,
  sharedLandingParams,
  sharedLandingResponse,
  uniqueIdResponse,
  updateLandingBody,
  updateSiteSettingsBody,
  validateDomainBody,
  validateSubdomainBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth, siteOrTemplateRoute, siteRoute } from '../../lib/access.ts';
import { invalidField } from '../../lib/errors.ts';
import { listAnswer } from '../../lib/pagination.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
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

/** SPEC §6: creating sites is for the owner and for AgencyUsers with `can_create_landing`. */
const creatorRoles = onlyRoles(['Agency', 'AgencyUser']);

export async function landingRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites; storage: ObjectStorage; dns?: DnsLookup },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, sites, config } = deps;
  // Sites made from a template or a shared site get their own copies of its uploaded files.
  const files = fileCopyContext(deps, app.log);
  const dns = deps.dns ?? createDnsLookup(config.DNS_SERVERS);
  const detail = (auth: Parameters<typeof getLanding>[1], landingId: number) =>
    getLanding(db, auth, landingId, sites.origins);

  api.get(
    '/landings',
    siteRoute({ querystring: landingListQuery, response: { 200: landingListResponse } }),
    async (request) =>
      listAnswer(
        await listLandings(db, requireAuth(request.auth), request.query, sites.origins),
        request.query,
      ),
  );

  api.post(
    '/landings',
    {
      config: { access: creatorRoles },
      schema: { body: createLandingBody, response: { 201: landingDetailResponse } },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const { template_id, ...body } = request.body;
      // An admin template (modules/templates) is copied whole; otherwise a built-in sample or blank.
      const id =
        template_id === undefined
          ? await createLanding(db, config, auth, body)
          : await createSiteFromTemplate(db, config, auth, { ...body, template_id }, sites, files);
      return reply.status(201).send({ data: await detail(auth, id) });
    },
  );

  api.post(
    '/landings/auto',
    {
      config: { access: creatorRoles },
      schema: { body: autoLandingBody, response: { 201: landingDetailResponse } },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const id = await autoCreateLanding(db, config, auth, request.body, sites);
      return reply.status(201).send({ data: await detail(auth, id) });
    },
  );

  api.post(
    '/landings/validate-subdomain',
    siteRoute({ body: validateSubdomainBody, response: { 200: actionResult } }),
    async (request) => {
      const auth = requireAuth(request.auth);
      const { subdomain, landing_id } = request.body;
      if (landing_id !== undefined) await siteForCaller(db, auth, landing_id, 'view');
      const problem = await subdomainProblem(db, config, subdomain, landing_id);
      if (problem) throw invalidField('subdomain', problem);
      return { success: true as const, message: 'The subdomain is available.' };
    },
  );

  api.post(
    '/landings/validate-domain',
    siteRoute({ body: validateDomainBody, response: { 200: actionResult } }),
    async (request) => {
      const auth = requireAuth(request.auth);
      const { domain, landing_id } = request.body;
      if (landing_id !== undefined) await siteForCaller(db, auth, landing_id, 'view');
      const problem = await domainProblem(db, config, domain, landing_id);
      if (problem) throw invalidField('domain', problem);
      return { success: true as const, message: 'The domain can be used.' };
    },
  );

  api.get(
    '/landings/shared/:uniqueId',
    {
      config: { access: creatorRoles },
      schema: { params: sharedLandingParams, response: { 200: sharedLandingResponse } },
    },
    async (request) => {
      assertMayCreate(requireAuth(request.auth));
      return { data: await sharedSitePreview(db, request.params.uniqueId) };
    },
  );

  api.post(
    '/landings/duplicate',
    {
      config: { access: creatorRoles },
      schema: { body: duplicateLandingBody, response: { 201: landingDetailResponse } },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const agencyId = assertMayCreate(auth);
      const source = await sharedSite(db, request.body.unique_id);
      const id = await copySite(
        db,
        config,
        auth,
        source,
        { ...request.body, agencyId, title: request.body.title ?? source.title },
        sites,
        files,
      );
      return reply.status(201).send({ data: await detail(auth, id) });
    },
  );

  api.get(
    '/landings/:id',
    siteOrTemplateRoute({ params: landingIdParams, response: { 200: landingDetailResponse } }),
    async (request) => ({ data: await detail(requireAuth(request.auth), request.params.id) }),
  );

  api.put(
    '/landings/:id',
    siteRoute({ params: landingIdParams, body: updateLandingBody, response: { 200: landingDetailResponse } }),
    async (request) => {
      const auth = requireAuth(request.auth);
      await updateLanding(db, config, auth, request.params.id, request.body, sites);
      return { data: await detail(auth, request.params.id) };
    },
  );

  api.delete(
    '/landings/:id',
    {
      config: { access: creatorRoles },
      schema: { params: landingIdParams, response: { 200: actionResult } },
    },
    async (request) => {
      const site = await deleteLanding(db, requireAuth(request.auth), request.params.id, sites);
      return { success: true as const, message: `The website ${site.title} is deleted.` };
    },
  );

  api.put(
    '/landings/:id/settings',
    siteOrTemplateRoute({
      params: landingIdParams,
      body: updateSiteSettingsBody,
      response: { 200: landingDetailResponse },
    }),
    async (request) => {
      const auth = requireAuth(request.auth);
      await updateSiteSettings(db, auth, request.params.id, request.body, sites);
      return { data: await detail(auth, request.params.id) };
    },
  );

  api.post(
    '/landings/:id/clone',
    {
      config: { access: creatorRoles },
      schema: { params: landingIdParams, body: copyLandingBody, response: { 201: landingDetailResponse } },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const agencyId = assertMayCreate(auth);
      const source = await siteForCaller(db, auth, request.params.id, 'view');
      const id = await copySite(db, config, auth, source, { ...request.body, agencyId }, sites, files);
      return reply.status(201).send({ data: await detail(auth, id) });
    },
  );

  api.get(
    '/landings/:id/unique-id',
    siteRoute({ params: landingIdParams, response: { 200: uniqueIdResponse } }),
    async (request) => ({
      data: { unique_id: await shareCodeOf(db, requireAuth(request.auth), request.params.id) },
    }),
  );

  api.delete(
    '/landings/:id/unique-id',
    siteRoute({ params: landingIdParams, response: { 200: actionResult } }),
    async (request) => {
      await revokeShareCode(db, requireAuth(request.auth), request.params.id);
      return {
        success: true as const,
        message: 'The website is no longer shared; the old code stops working.',
      };
    },
  );

  api.put(
    '/landings/:id/custom-url',
    siteRoute({ params: landingIdParams, body: customUrlBody, response: { 200: domainStatusResponse } }),
    async (request) => ({
      data: await setCustomDomain(
        db,
        config,
        requireAuth(request.auth),
        request.params.id,
        request.body.domain,
        sites,
      ),
    }),
  );

  api.get(
    '/landings/:id/domain',
    siteRoute({ params: landingIdParams, response: { 200: domainStatusResponse } }),
    async (request) => ({
      data: await checkCustomDomain(db, config, dns, requireAuth(request.auth), request.params.id, sites),
    }),
  );

  api.put(
    '/landings/:id/convert-new-editor',
    siteRoute({ params: landingIdParams, response: { 200: convertEditorResponse } }),
    async (request) => ({
      data: await convertSiteDocuments(db, requireAuth(request.auth), request.params.id),
    }),
  );

  api.post(
    '/landings/:id/page-relations',
    siteOrTemplateRoute({
      params: landingIdParams,
      body: pageRelationsBody,
      response: { 200: pageRelationsResponse },
    }),
    async (request) => ({
      data: await pageRelations(db, requireAuth(request.auth), request.params.id, request.body.page_ids),
    }),
  );
}
