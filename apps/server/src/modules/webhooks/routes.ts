import { webhookEndpoints as endpoints } from '@tessera/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { serve } from '../../lib/endpoints.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { listAnswer } from '../../lib/pagination.ts';
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

  serve(app, endpoints.list, async ({ auth, params, query }) =>
    listAnswer(await service.list(auth, params.id, query), query),
  );

  serve(app, endpoints.create, async ({ auth, params, body }) => ({
    data: await service.create(auth, params.id, body),
  }));

  serve(app, endpoints.get, async ({ auth, params }) => ({
    data: await service.get(auth, params.id, params.webhookId),
  }));

  serve(app, endpoints.update, async ({ auth, params, body }) => ({
    data: await service.update(auth, params.id, params.webhookId, body),
  }));

  serve(app, endpoints.remove, async ({ auth, params }) => {
    const name = await service.remove(auth, params.id, params.webhookId);
    return { success: true as const, message: `The webhook “${name}” was deleted.` };
  });

  serve(app, endpoints.rotateSecret, async ({ auth, params }) => ({
    data: await service.rotateSecret(auth, params.id, params.webhookId),
  }));

  serve(app, endpoints.test, async ({ auth, params }) => {
    await service.sendTest(auth, params.id, params.webhookId);
    return {
      success: true as const,
      message: 'A test delivery is on its way. Its result appears in the log.',
    };
  });

  serve(app, endpoints.deliveries, async ({ auth, params, query }) =>
    listAnswer(await service.deliveries(auth, params.id, params.webhookId, query), query),
  );

  serve(app, endpoints.delivery, async ({ auth, params }) => ({
    data: await service.delivery(auth, params.id, params.webhookId, params.deliveryId),
  }));

  serve(app, endpoints.redeliver, async ({ auth, params }) => {
    await service.redeliver(auth, params.id, params.webhookId, params.deliveryId);
    return { success: true as const, message: 'The delivery is being sent again with the same id.' };
  });
}
