import {
  actionResult,
  createWebhookBody,
  deliveryDetailResponse,
  deliveryIdParams,
  deliveryListQuery,
  deliveryListResponse,
  landingIdParams,
  updateWebhookBody,
  webhookIdParams,
  webhookListQuery,
  webhookListResponse,
  webhookResponse,
  webhookWithSecretResponse,
} from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAuth, siteRoute } from '../../lib/access.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { listAnswer, siteListHandler } from '../../lib/pagination.ts';
import type { RealtimeHub } from '../../lib/realtime.ts';
import type { SiteEvents } from '../../lib/site-events.ts';
import { type DeliveryDeps, queueEventDeliveries, registerWebhookJobs } from './delivery.ts';
import { webhookPolicy } from './policy.ts';
import { WebhookService } from './service.ts';

export interface WebhookRouteDeps extends AppDeps {
  jobs: Jobs;
  realtime: RealtimeHub;
  siteEvents: SiteEvents;
}

/** Webhook CRUD, the delivery log, and the wiring that turns site events into deliveries. */
export async function webhookRoutes(app: FastifyInstance, deps: WebhookRouteDeps): Promise<void> {
  const delivery: DeliveryDeps = {
    db: deps.db,
    jobs: deps.jobs,
    secretKey: deps.config.SECRET_KEY,
    policy: webhookPolicy(deps.config),
    notify: (note) => deps.realtime.publish(note),
  };
  registerWebhookJobs(delivery);
  deps.siteEvents.on('webhooks', async (event) => {
    await queueEventDeliveries(delivery, event);
  });
  const service = new WebhookService(delivery);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/landings/:id/webhooks',
    siteRoute({
      params: landingIdParams,
      querystring: webhookListQuery,
      response: { 200: webhookListResponse },
    }),
    siteListHandler((auth, id, query) => service.list(auth, id, query)),
  );

  api.post(
    '/landings/:id/webhooks',
    siteRoute({
      params: landingIdParams,
      body: createWebhookBody,
      response: { 200: webhookWithSecretResponse },
    }),
    async (request) => ({
      data: await service.create(requireAuth(request.auth), request.params.id, request.body),
    }),
  );

  api.get(
    '/landings/:id/webhooks/:webhookId',
    siteRoute({ params: webhookIdParams, response: { 200: webhookResponse } }),
    async (request) => ({
      data: await service.get(requireAuth(request.auth), request.params.id, request.params.webhookId),
    }),
  );

  api.put(
    '/landings/:id/webhooks/:webhookId',
    siteRoute({ params: webhookIdParams, body: updateWebhookBody, response: { 200: webhookResponse } }),
    async (request) => ({
      data: await service.update(
        requireAuth(request.auth),
        request.params.id,
        request.params.webhookId,
        request.body,
      ),
    }),
  );

  api.delete(
    '/landings/:id/webhooks/:webhookId',
    siteRoute({ params: webhookIdParams, response: { 200: actionResult } }),
    async (request) => {
      const name = await service.remove(
        requireAuth(request.auth),
        request.params.id,
        request.params.webhookId,
      );
      return { success: true as const, message: `The webhook “${name}” was deleted.` };
    },
  );

  api.post(
    '/landings/:id/webhooks/:webhookId/rotate-secret',
    siteRoute({ params: webhookIdParams, response: { 200: webhookWithSecretResponse } }),
    async (request) => ({
      data: await service.rotateSecret(
        requireAuth(request.auth),
        request.params.id,
        request.params.webhookId,
      ),
    }),
  );

  api.post(
    '/landings/:id/webhooks/:webhookId/test',
    siteRoute({ params: webhookIdParams, response: { 200: actionResult } }),
    async (request) => {
      await service.sendTest(requireAuth(request.auth), request.params.id, request.params.webhookId);
      return {
        success: true as const,
        message: 'A test delivery is on its way. Its result appears in the log.',
      };
    },
  );

  api.get(
    '/landings/:id/webhooks/:webhookId/deliveries',
    siteRoute({
      params: webhookIdParams,
      querystring: deliveryListQuery,
      response: { 200: deliveryListResponse },
    }),
    async (request) =>
      listAnswer(
        await service.deliveries(
          requireAuth(request.auth),
          request.params.id,
          request.params.webhookId,
          request.query,
        ),
        request.query,
      ),
  );

  api.get(
    '/landings/:id/webhooks/:webhookId/deliveries/:deliveryId',
    siteRoute({ params: deliveryIdParams, response: { 200: deliveryDetailResponse } }),
    async (request) => ({
      data: await service.delivery(
        requireAuth(request.auth),
        request.params.id,
        request.params.webhookId,
        request.params.deliveryId,
      ),
    }),
  );

  api.post(
    '/landings/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    siteRoute({ params: deliveryIdParams, response: { 200: actionResult } }),
    async (request) => {
      await service.redeliver(
        requireAuth(request.auth),
        request.params.id,
        request.params.webhookId,
        request.params.deliveryId,
      );
      return { success: true as const, message: 'The delivery is being sent again with the same id.' };
    },
  );
}
