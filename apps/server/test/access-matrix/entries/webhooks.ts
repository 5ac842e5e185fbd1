import { randomUUID } from 'node:crypto';
import { webhookDeliveries, webhooks } from '../../../src/db/schema/index.ts';
import { encryptSecret } from '../../../src/lib/crypto.ts';
import { defineAccessMatrix, type MatrixWorld } from '../matrix.ts';

/**
 * A literal public address: saving it needs no DNS lookup, and nothing is ever sent to it (the
 * matrix app runs no job workers).
 */
const TARGET = 'https://93.184.216.34/hook';

async function newWebhook(w: MatrixWorld): Promise<number> {
  const [row] = await w.db
    .insert(webhooks)
    .values({
      agencyId: w.agencyId,
      landingId: w.siteId,
      name: `Hook ${w.unique()}`,
      url: TARGET,
      events: ['form.submitted'],
      secretEncrypted: encryptSecret('whsec_matrix', w.config.SECRET_KEY),
      secretLast4: 'trix',
    })
    .returning({ id: webhooks.id });
  return row!.id;
}

/** A finished delivery of a fresh webhook. */
async function newDelivery(w: MatrixWorld): Promise<{ webhookId: number; deliveryId: string }> {
  const webhookId = await newWebhook(w);
  const deliveryId = randomUUID();
  await w.db.insert(webhookDeliveries).values({
    id: deliveryId,
    webhookId,
    agencyId: w.agencyId,
    landingId: w.siteId,
    event: 'form.submitted',
    body: '{}',
    status: 'succeeded',
    attempts: 1,
  });
  return { webhookId, deliveryId };
}

const onWebhook = async (w: MatrixWorld) => ({ params: { webhookId: await newWebhook(w) } });
const onDelivery = async (w: MatrixWorld) => ({ params: await newDelivery(w) });

export const accessMatrix = defineAccessMatrix([
  {
    route: 'GET /landings/:id/webhooks',
    check: (w, _caller, response) => {
      const rows = (response.body as { data?: Array<{ landing_id: number }> }).data ?? [];
      return rows.every((row) => row.landing_id === w.siteId) ? null : 'lists webhooks of another site';
    },
  },
  {
    route: 'POST /landings/:id/webhooks',
    request: (w) => ({ body: { name: `Hook ${w.unique()}`, url: TARGET, events: ['page.published'] } }),
  },
  { route: 'GET /landings/:id/webhooks/:webhookId', request: onWebhook },
  {
    route: 'PUT /landings/:id/webhooks/:webhookId',
    request: async (w) => ({ params: { webhookId: await newWebhook(w) }, body: { name: 'Renamed' } }),
  },
  {
    route: 'DELETE /landings/:id/webhooks/:webhookId',
    request: onWebhook,
  },
  {
    route: 'POST /landings/:id/webhooks/:webhookId/rotate-secret',
    request: onWebhook,
  },
  {
    route: 'POST /landings/:id/webhooks/:webhookId/test',
    request: onWebhook,
  },
  {
    route: 'GET /landings/:id/webhooks/:webhookId/deliveries',
    request: onWebhook,
  },
  {
    route: 'GET /landings/:id/webhooks/:webhookId/deliveries/:deliveryId',
    request: onDelivery,
  },
  {
    route: 'POST /landings/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    request: onDelivery,
  },
]);
