import { cardEndpoints as cards } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import { listAnswer } from '../../lib/pagination.ts';
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

const done = (message: string) => ({ success: true as const, message });

/** SPEC §7 cards: cards, their leads, users, transfers, analytics and integrations (api-contract `cardEndpoints`). */
export async function cardRoutes(
  app: FastifyInstance,
  deps: AppDeps & { sites: Sites; storage: ObjectStorage },
): Promise<void> {
  const { db } = deps;
  const urls = new CardUrls(deps.sites.origins);
  await cardImageRoutes(app, { ...deps, urls });

  serve(app, cards.list, async ({ auth, query }) =>
    listAnswer(await listCards(db, auth, query, urls), query),
  );

  serve(app, cards.create, async ({ auth, body }) => ({ data: await createCard(db, auth, body, urls) }));

  // Static paths before `/cards/:id`, so "transfers" is never read as an id.
  serve(app, cards.transfers, async ({ auth, query }) =>
    listAnswer(await listTransfers(db, auth, query), query),
  );

  serve(app, cards.get, async ({ auth, params }) => ({ data: await getCard(db, auth, params.id, urls) }));

  serve(app, cards.update, async ({ auth, params, body }) => ({
    data: await updateCard(db, auth, params.id, body, urls),
  }));

  serve(app, cards.clone, async ({ auth, params }) => ({ data: await cloneCard(db, auth, params.id, urls) }));

  serve(app, cards.remove, async ({ auth, params }) => {
    await deleteCard(db, auth, params.id);
    return done('The card is deleted.');
  });

  // Leads -----------------------------------------------------------------------------------

  serve(app, cards.contacts, async ({ auth, params, query }) =>
    listAnswer(await listCardContacts(db, auth, params.id, query), query),
  );

  serve(app, cards.exportContacts, async ({ auth, params, query, reply }) => {
    const csv = await cardContactsCsv(db, auth, params.id, query.spam);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv.body);
  });

  serve(app, cards.markNotSpam, async ({ auth, params, request }) => {
    const { restored } = await markCardLeadNotSpam(db, auth, params.id, params.contactId);
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
      params.contactId,
    );
    return done(restored ? 'The lead was moved to your leads.' : 'The lead is already among your leads.');
  });

  serve(app, cards.removeContact, async ({ auth, params }) => {
    await deleteCardContact(db, auth, params.id, params.contactId);
    return done('The lead is deleted.');
  });

  // Card users ------------------------------------------------------------------------------

  serve(app, cards.users, async ({ auth, params }) => ({ data: await listCardUsers(db, auth, params.id) }));

  serve(app, cards.checkUserEmail, async ({ auth, params, body }) => ({
    data: await checkCardUserEmail(db, auth, params.id, body.email),
  }));

  serve(app, cards.assignUser, async ({ auth, params, body }) => {
    const name = await assignCardUser(db, auth, params.id, body);
    return done(`${name} now has this card.`);
  });

  serve(app, cards.updateUser, async ({ auth, params, body }) => {
    await updateCardUser(db, auth, params.id, params.userId, body.permissions);
    return done('The permissions are saved.');
  });

  serve(app, cards.removeUser, async ({ auth, params }) => {
    await removeCardUser(db, auth, params.id, params.userId);
    return done('The user no longer has this card.');
  });

  // Transfers -------------------------------------------------------------------------------

  serve(app, cards.offerTransfer, async ({ auth, params, body }) => {
    await requestTransfer(db, deps.mailer, deps.sites.origins, auth, params.id, body.email);
    return done(`The transfer request is sent to ${body.email}.`);
  });

  serve(app, cards.cancelTransfer, async ({ auth, params }) => {
    await cancelTransfer(db, auth, params.id);
    return done('The transfer request is cancelled.');
  });

  serve(app, cards.transferRequests, async ({ auth }) => ({ data: await pendingRequests(db, auth) }));

  serve(app, cards.confirmTransfer, async ({ auth, params }) => {
    const name = await confirmTransfer(db, auth, params.id);
    return done(`“${name}” is now your card.`);
  });

  serve(app, cards.declineTransfer, async ({ auth, params }) => {
    const name = await declineTransfer(db, auth, params.id);
    return done(`You declined “${name}”.`);
  });

  // Analytics -------------------------------------------------------------------------------

  serve(app, cards.stats, async ({ auth, params, query }) => ({
    data: await cardStatsFor(db, auth, params.id, query.days),
  }));

  // Integrations (SPEC §7 cards-integrations) -----------------------------------------------

  const integrationDeps = {
    db,
    secretKey: deps.config.SECRET_KEY,
    outbound: webhookPolicy(deps.config).outbound,
  };

  serve(app, cards.integrations, async ({ auth }) => ({ data: await listCardIntegrations(db, auth) }));

  serve(app, cards.createIntegration, async ({ auth, body }) => ({
    data: await createCardIntegration(integrationDeps, auth, body),
  }));

  serve(app, cards.updateIntegration, async ({ auth, params, body }) => ({
    data: await updateCardIntegration(integrationDeps, auth, params.id, body),
  }));

  serve(app, cards.integrationDeliveries, async ({ auth, params, query }) =>
    listAnswer(await listCardIntegrationDeliveries(db, auth, params.id, query), query),
  );

  serve(app, cards.removeIntegration, async ({ auth, params }) => {
    await deleteCardIntegration(db, auth, params.id);
    return done('The integration is deleted.');
  });
}
