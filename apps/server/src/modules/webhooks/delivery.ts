import { randomUUID } from 'node:crypto';
import { WEBHOOK_HEADERS, type WebhookEventType } from '@tessera/api-contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import type { JobContext, Jobs } from '../../lib/jobs.ts';
import { describeOutboundFailure, outboundRequest } from '../../lib/outbound.ts';
import type { RealtimeNote } from '../../lib/realtime.ts';
import type { SiteEvent } from '../../lib/site-events.ts';
import { pageNamesByIds } from '../pages/lookup.ts';
import { DELIVERY_RETENTION_DAYS, type WebhookPolicy } from './policy.ts';
import { signWebhook } from './signing.ts';

export const DELIVERY_JOB = 'webhook-delivery';
export const PRUNE_JOB = 'webhook-deliveries-prune';
export const USER_AGENT = 'Tessera-Webhooks/1.0';

export interface DeliveryDeps {
  db: Database;
  jobs: Jobs;
  secretKey: string;
  policy: WebhookPolicy;
  /** Tells the agency app a delivery changed (the delivery log updates live). */
  notify(note: RealtimeNote): Promise<void>;
}

interface DeliveryJobData {
  deliveryId: string;
}

/** The body every delivery of one event to one webhook sends, byte for byte, on every attempt. */
export function deliveryBody(
  deliveryId: string,
  event: WebhookEventType,
  landingId: number,
  data: Record<string, unknown>,
  createdAt: Date,
): string {
  return JSON.stringify({
    id: deliveryId,
    event,
    created_at: createdAt.toISOString(),
    landing_id: landingId,
    data,
  });
}

/** What a delivery's `data` holds: the event's own record, with the page's names for publishes. */
async function eventData(db: Database, event: SiteEvent): Promise<Record<string, unknown>> {
  switch (event.type) {
    case 'form.submitted':
      return { contact: event.contact };
    case 'page.published': {
      const named = (await pageNamesByIds(db, [event.page.id])).get(event.page.id);
      const page = named?.landingId === event.landingId ? named : undefined;
      return {
        page: {
          ...event.page,
          name: page?.name ?? null,
          unique_name: page?.uniqueName ?? null,
          is_home: page?.isHome ?? false,
        },
      };
    }
    case 'order.paid':
      return { order: event.order };
    case 'subscription.canceled':
      return { subscription: event.subscription };
  }
}

/** Stores a delivery and queues its first attempt. */
export async function queueDelivery(
  deps: DeliveryDeps,
  target: { webhookId: number; agencyId: number; landingId: number },
  event: WebhookEventType,
  data: Record<string, unknown>,
): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await deps.db.insert(webhookDeliveries).values({
    id,
    webhookId: target.webhookId,
    agencyId: target.agencyId,
    landingId: target.landingId,
    event,
    body: deliveryBody(id, event, target.landingId, data, now),
    createdAt: now,
    updatedAt: now,
  });
  await sendJob(deps, id);
  return id;
}

async function sendJob(deps: DeliveryDeps, deliveryId: string): Promise<void> {
  try {
    await deps.jobs.send<DeliveryJobData>(DELIVERY_JOB, { deliveryId });
  } catch (error) {
    await deps.db
      .update(webhookDeliveries)
      .set({
        status: 'failed',
        error: 'The delivery could not be queued.',
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(webhookDeliveries.id, deliveryId));
    throw error;
  }
}

/** Sends a stored delivery again under the same id (a manual redelivery). */
export async function requeueDelivery(deps: DeliveryDeps, deliveryId: string): Promise<void> {
  await deps.db
    .update(webhookDeliveries)
    .set({ status: 'pending', completedAt: null, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, deliveryId));
  await sendJob(deps, deliveryId);
}

/** The site-event listener: one delivery per active webhook of the site subscribed to the event. */
export async function queueEventDeliveries(deps: DeliveryDeps, event: SiteEvent): Promise<number> {
  const targets = await deps.db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.landingId, event.landingId),
        eq(webhooks.agencyId, event.agencyId),
        eq(webhooks.active, true),
        sql`${webhooks.events} @> ${JSON.stringify([event.type])}::jsonb`,
      ),
    );
  if (targets.length === 0) return 0;
  const data = await eventData(deps.db, event);
  for (const target of targets)
    await queueDelivery(
      deps,
      { webhookId: target.id, agencyId: event.agencyId, landingId: event.landingId },
      event.type,
      data,
    );
  return targets.length;
}

/** Thrown to have the job runner retry an attempt later. */
class RetryLater extends Error {}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** One attempt of one delivery: the job handler. */
export async function attemptDelivery(deps: DeliveryDeps, job: JobContext<DeliveryJobData>): Promise<void> {
  const { db, policy } = deps;
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, job.data.deliveryId))
    .limit(1);
  // Deleted with its webhook, or already settled by an earlier run of this job.
  if (!row) return;
  const { delivery, webhook } = row;
  if (delivery.status === 'succeeded' || delivery.status === 'failed' || delivery.status === 'cancelled')
    return;
  const note = (): Promise<void> =>
    deps.notify({
      scope: { agencyId: delivery.agencyId, landingId: delivery.landingId },
      event: 'webhook.delivery',
      ids: { webhook_id: webhook.id, delivery_id: delivery.id },
      at: new Date().toISOString(),
    });

  if (!webhook.active && delivery.event !== 'webhook.test') {
    await db
      .update(webhookDeliveries)
      .set({
        status: 'cancelled',
        error: 'The webhook is switched off.',
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    await note();
    return;
  }

  const timestamp = Math.floor(Date.now() / 1000);
  const secret = decryptSecret(webhook.secretEncrypted, deps.secretKey);
  const started = performance.now();
  let status: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    const answer = await outboundRequest(
      webhook.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          [WEBHOOK_HEADERS.id]: delivery.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, delivery.body),
          [WEBHOOK_HEADERS.event]: delivery.event,
        },
        body: delivery.body,
      },
      policy.outbound,
    );
    status = answer.status;
    excerpt = clip(answer.excerpt, 1000);
    if (status < 200 || status >= 300) error = `The endpoint answered ${status}.`;
  } catch (cause) {
    const failure = describeOutboundFailure(cause, policy.outbound);
    refused = failure.refused;
    error = failure.message;
  }
  const durationMs = Math.round(performance.now() - started);
  const succeeded = error === null;
  // A refused address stays refused: retrying it would only repeat the refusal.
  const final = succeeded || refused || job.lastAttempt;
  const now = new Date();
  const entry = { at: now.toISOString(), status, error, duration_ms: durationMs };

  await db
    .update(webhookDeliveries)
    .set({
      status: succeeded ? 'succeeded' : final ? 'failed' : 'retrying',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseStatus: status,
      responseExcerpt: excerpt,
      error,
      durationMs,
      log: sql`${webhookDeliveries.log} || ${JSON.stringify([entry])}::jsonb`,
      updatedAt: now,
      completedAt: final ? now : null,
    })
    .where(eq(webhookDeliveries.id, delivery.id));

  if (delivery.event !== 'webhook.test') {
    if (succeeded) {
      await db
        .update(webhooks)
        .set({ consecutiveFailures: 0, lastDeliveryAt: now })
        .where(eq(webhooks.id, webhook.id));
    } else if (final) {
      const [updated] = await db
        .update(webhooks)
        .set({ consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`, lastDeliveryAt: now })
        .where(eq(webhooks.id, webhook.id))
        .returning({ failures: webhooks.consecutiveFailures });
      if (updated && updated.failures >= policy.disableAfterFailures)
        await db
          .update(webhooks)
          .set({
            active: false,
            disabledAt: now,
            disabledReason: `Switched off after ${updated.failures} deliveries in a row failed. Last error: ${error}`,
            updatedAt: now,
          })
          .where(and(eq(webhooks.id, webhook.id), eq(webhooks.active, true)));
    }
  }
  await note();
  if (!final) throw new RetryLater(error ?? 'retry');
}

/** Deletes deliveries older than the retention period (a daily job). */
export async function pruneDeliveries(db: Database): Promise<number> {
  const cutoff = new Date(Date.now() - DELIVERY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(webhookDeliveries)
    .where(lt(webhookDeliveries.createdAt, cutoff))
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}

/** Registers the delivery and pruning jobs with the runtime. */
export function registerWebhookJobs(deps: DeliveryDeps): void {
  deps.jobs.register<DeliveryJobData>({
    name: DELIVERY_JOB,
    retryLimit: deps.policy.retryLimit,
    retryDelaySeconds: deps.policy.retryDelaySeconds,
    // The request itself times out far sooner; this only frees a job whose worker died.
    expireInSeconds: 120,
    concurrency: 2,
    handler: (job) => attemptDelivery(deps, job),
  });
  deps.jobs.register({
    name: PRUNE_JOB,
    cron: '15 3 * * *',
    handler: async () => {
      await pruneDeliveries(deps.db);
    },
  });
}
