import {
  actionResult,
  assignCardUserBody,
  cardContactExportQuery,
  cardContactListQuery,
  cardContactListResponse,
  cardContactParams,
  cardDetailResponse,
  cardEmailCheckBody,
  cardEmailCheckResponse,
  cardIdParams,
  cardIntegrationBody,
  cardIntegrationCreatedResponse,
  cardIntegrationDeliveryListResponse,
  cardIntegrationDeliveryQuery,
  cardIntegrationListResponse,
  cardIntegrationParams,
  cardIntegrationResponse,
  cardListQuery,
  cardListResponse,
  cardStatsQuery,
  cardStatsResponse,
  cardTransferBody,
  cardTransferListQuery,
  cardTransferListResponse,
  cardTransferParams,
  cardUserListResponse,
  cardUserParams,
  createCardBody,
  updateCardBody,
  updateCardUserBody,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { onlyRoles, requireAuth } from '../../lib/access.ts';
import { listAnswer, listMeta } from '../../lib/pagination.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { Sites } from '../../sites/runtime.ts';
import { webhookPolicy } from '../webhooks/policy.ts';
import { cardContactsCsv, deleteCardContact, listCardContacts, markCardLeadNotSpam } from './contacts.ts';
import { cardImageRoutes } from './images.ts';
import {
  createCardIntegration,
  deleteCardIntegration,
  listCardIntegrationDeliveries,
  listCardIntegrations,
  updateCardIntegration,
} from './integrations.ts';
import { announceCardLead } from './leads.ts';
import { cloneCard, createCard, deleteCard, getCard, listCards, updateCard } from './service.ts';
import { cardStatsFor } from './stats.ts';
import {
  cancelTransfer,
  confirmTransfer,
  declineTransfer,
  listTransfers,
  pendingRequests,
  requestTransfer,
} from './transfers.ts';
import { CardUrls } from './urls.ts';
import {
  assignCardUser,
  checkCardUserEmail,
  listCardUsers,
  removeCardUser,
  updateCardUser,
} from './users.ts';

/** Everyone who works with cards (SPEC §6: card users, and agency-area roles for cards create/edit). */
const cardRoles = onlyRoles(['Agency', 'AgencyUser', 'WebsiteUser', 'CardUser']);
const agencyOwner = onlyRoles(['Agency']);
const done = (message: string) => ({ success: true as const, message });

export async function cardRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites; storage: ObjectStorage },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const urls = new CardUrls(deps.sites.origins);
  await cardImageRoutes(app, { ...deps, urls });

  api.get(
    '/cards',
    {
      config: { access: cardRoles },
      schema: { querystring: cardListQuery, response: { 200: cardListResponse } },
    },
    async (request) => {
      const { rows, total } = await listCards(db, requireAuth(request.auth), request.query, urls);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.per_page) };
    },
  );

  api.post(
    '/cards',
    {
      config: { access: cardRoles },
      schema: { body: createCardBody, response: { 200: cardDetailResponse } },
    },
    async (request) => ({ data: await createCard(db, requireAuth(request.auth), request.body, urls) }),
  );

  // Static paths before `/cards/:id`, so "transfers" is never read as an id.
  api.get(
    '/cards/transfers',
    {
      config: { access: cardRoles },
      schema: { querystring: cardTransferListQuery, response: { 200: cardTransferListResponse } },
    },
    async (request) => {
      const { rows, total } = await listTransfers(db, requireAuth(request.auth), request.query);
      return { data: rows, meta: listMeta(total, request.query.page, request.query.per_page) };
    },
  );

  api.get(
    '/cards/:id',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, response: { 200: cardDetailResponse } },
    },
    async (request) => ({ data: await getCard(db, requireAuth(request.auth), request.params.id, urls) }),
  );

  api.put(
    '/cards/:id',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, body: updateCardBody, response: { 200: cardDetailResponse } },
    },
    async (request) => ({
      data: await updateCard(db, requireAuth(request.auth), request.params.id, request.body, urls),
    }),
  );

  api.post(
    '/cards/:id/clone',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, response: { 200: cardDetailResponse } },
    },
    async (request) => ({ data: await cloneCard(db, requireAuth(request.auth), request.params.id, urls) }),
  );

  api.delete(
    '/cards/:id',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, response: { 200: actionResult } },
    },
    async (request) => {
      await deleteCard(db, requireAuth(request.auth), request.params.id);
      return done('The card is deleted.');
    },
  );

  // Leads -----------------------------------------------------------------------------------

  api.get(
    '/cards/:id/contacts',
    {
      config: { access: cardRoles },
      schema: {
        params: cardIdParams,
        querystring: cardContactListQuery,
        response: { 200: cardContactListResponse },
      },
    },
    async (request) => {
      const { rows, total } = await listCardContacts(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.query,
      );
      return { data: rows, meta: listMeta(total, request.query.page, request.query.per_page) };
    },
  );

  api.get(
    '/cards/:id/contacts/export',
    { config: { access: cardRoles }, schema: { params: cardIdParams, querystring: cardContactExportQuery } },
    async (request, reply) => {
      const csv = await cardContactsCsv(db, requireAuth(request.auth), request.params.id, request.query.spam);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv.body);
    },
  );

  api.post(
    '/cards/:id/contacts/:contactId/not-spam',
    {
      config: { access: cardRoles },
      schema: { params: cardContactParams, response: { 200: actionResult } },
    },
    async (request) => {
      const { restored } = await markCardLeadNotSpam(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.contactId,
      );
      // Told now, once: analytics, the card's integrations and a linked site hear of it as of a new lead.
      await announceCardLead(
        {
          db,
          mail: app.mail,
          secretKey: deps.config.SECRET_KEY,
          outbound: webhookPolicy(deps.config).outbound,
          counters: app.cardCounters,
          siteEvents: app.siteEvents,
          urls,
          log: request.log,
        },
        request.params.contactId,
      );
      return done(restored ? 'The lead was moved to your leads.' : 'The lead is already among your leads.');
    },
  );

  api.delete(
    '/cards/:id/contacts/:contactId',
    {
      config: { access: cardRoles },
      schema: { params: cardContactParams, response: { 200: actionResult } },
    },
    async (request) => {
      await deleteCardContact(db, requireAuth(request.auth), request.params.id, request.params.contactId);
      return done('The lead is deleted.');
    },
  );

  // Card users ------------------------------------------------------------------------------

  api.get(
    '/cards/:id/users',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, response: { 200: cardUserListResponse } },
    },
    async (request) => ({ data: await listCardUsers(db, requireAuth(request.auth), request.params.id) }),
  );

  api.post(
    '/cards/:id/users/check-email',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, body: cardEmailCheckBody, response: { 200: cardEmailCheckResponse } },
    },
    async (request) => ({
      data: await checkCardUserEmail(db, requireAuth(request.auth), request.params.id, request.body.email),
    }),
  );

  api.post(
    '/cards/:id/users',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, body: assignCardUserBody, response: { 200: actionResult } },
    },
    async (request) => {
      const name = await assignCardUser(db, requireAuth(request.auth), request.params.id, request.body);
      return done(`${name} now has this card.`);
    },
  );

  api.put(
    '/cards/:id/users/:userId',
    {
      config: { access: cardRoles },
      schema: { params: cardUserParams, body: updateCardUserBody, response: { 200: actionResult } },
    },
    async (request) => {
      await updateCardUser(
        db,
        requireAuth(request.auth),
        request.params.id,
        request.params.userId,
        request.body.permissions,
      );
      return done('The permissions are saved.');
    },
  );

  api.delete(
    '/cards/:id/users/:userId',
    {
      config: { access: cardRoles },
      schema: { params: cardUserParams, response: { 200: actionResult } },
    },
    async (request) => {
      await removeCardUser(db, requireAuth(request.auth), request.params.id, request.params.userId);
      return done('The user no longer has this card.');
    },
  );

  // Transfers -------------------------------------------------------------------------------

  api.post(
    '/cards/:id/transfer',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, body: cardTransferBody, response: { 200: actionResult } },
    },
    async (request) => {
      await requestTransfer(
        db,
        deps.mailer,
        deps.sites.origins,
        requireAuth(request.auth),
        request.params.id,
        request.body.email,
      );
      return done(`The transfer request is sent to ${request.body.email}.`);
    },
  );

  api.delete(
    '/cards/:id/transfer',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, response: { 200: actionResult } },
    },
    async (request) => {
      await cancelTransfer(db, requireAuth(request.auth), request.params.id);
      return done('The transfer request is cancelled.');
    },
  );

  api.get(
    '/users/card-transfers-requests',
    {
      config: { access: cardRoles },
      schema: { response: { 200: z.object({ data: cardTransferListResponse.shape.data }) } },
    },
    async (request) => ({ data: await pendingRequests(db, requireAuth(request.auth)) }),
  );

  api.post(
    '/users/card-transfers-requests/:id/confirm',
    {
      config: { access: cardRoles },
      schema: { params: cardTransferParams, response: { 200: actionResult } },
    },
    async (request) => {
      const name = await confirmTransfer(db, requireAuth(request.auth), request.params.id);
      return done(`“${name}” is now your card.`);
    },
  );

  api.post(
    '/users/card-transfers-requests/:id/decline',
    {
      config: { access: cardRoles },
      schema: { params: cardTransferParams, response: { 200: actionResult } },
    },
    async (request) => {
      const name = await declineTransfer(db, requireAuth(request.auth), request.params.id);
      return done(`You declined “${name}”.`);
    },
  );

  // Analytics -------------------------------------------------------------------------------

  api.get(
    '/cards/:id/stats',
    {
      config: { access: cardRoles },
      schema: { params: cardIdParams, querystring: cardStatsQuery, response: { 200: cardStatsResponse } },
    },
    async (request) => ({
      data: await cardStatsFor(db, requireAuth(request.auth), request.params.id, request.query.days),
    }),
  );

  // Integrations (SPEC §7 cards-integrations) -----------------------------------------------

  const integrationDeps = {
    db,
    secretKey: deps.config.SECRET_KEY,
    outbound: webhookPolicy(deps.config).outbound,
  };

  api.get(
    '/cards-integrations',
    { config: { access: cardRoles }, schema: { response: { 200: cardIntegrationListResponse } } },
    async (request) => ({ data: await listCardIntegrations(db, requireAuth(request.auth)) }),
  );

  api.post(
    '/cards-integrations',
    {
      config: { access: agencyOwner },
      schema: { body: cardIntegrationBody, response: { 200: cardIntegrationCreatedResponse } },
    },
    async (request) => ({
      data: await createCardIntegration(integrationDeps, requireAuth(request.auth), request.body),
    }),
  );

  api.put(
    '/cards-integrations/:id',
    {
      config: { access: agencyOwner },
      schema: {
        params: cardIntegrationParams,
        body: cardIntegrationBody,
        response: { 200: cardIntegrationResponse },
      },
    },
    async (request) => ({
      data: await updateCardIntegration(
        integrationDeps,
        requireAuth(request.auth),
        request.params.id,
        request.body,
      ),
    }),
  );

  api.get(
    '/cards-integrations/:id/deliveries',
    {
      config: { access: agencyOwner },
      schema: {
        params: cardIntegrationParams,
        querystring: cardIntegrationDeliveryQuery,
        response: { 200: cardIntegrationDeliveryListResponse },
      },
    },
    async (request) =>
      listAnswer(
        await listCardIntegrationDeliveries(db, requireAuth(request.auth), request.params.id, request.query),
        request.query,
      ),
  );

  api.delete(
    '/cards-integrations/:id',
    {
      config: { access: agencyOwner },
      schema: { params: cardIntegrationParams, response: { 200: actionResult } },
    },
    async (request) => {
      await deleteCardIntegration(db, requireAuth(request.auth), request.params.id);
      return done('The integration is deleted.');
    },
  );
}
