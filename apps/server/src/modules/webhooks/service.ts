import type {
  createWebhookBody,
  DeliveryDetail,
  DeliveryListQuery,
  DeliverySummary,
  updateWebhookBody,
  WebhookListQuery,
  WebhookSummary,
  WebhookWithSecret,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema/webhooks.ts';
import { encryptSecret } from '../../lib/crypto.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { refusalFor } from '../../lib/outbound.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';
import { type SiteRow, siteForCaller } from '../landings/access.ts';
import { type DeliveryDeps, queueDelivery, requeueDelivery } from './delivery.ts';
import { MAX_WEBHOOKS_PER_SITE } from './policy.ts';
import { generateWebhookSecret } from './signing.ts';

export const WEBHOOK_NOT_FOUND = 'Webhook not found.';
export const DELIVERY_NOT_FOUND = 'Delivery not found.';

/** Webhooks carry site data to other servers: changing them is a site-settings matter. */
const PERMISSION = 'manage_settings';

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

// The outer webhook is named in full: drizzle leaves one-table selects unqualified.
const lastStatus = sql<DeliverySummary['status'] | null>`(
  select ${webhookDeliveries.status} from ${webhookDeliveries}
  where ${webhookDeliveries.webhookId} = "webhooks"."id" and ${webhookDeliveries.event} <> 'webhook.test'
  order by ${webhookDeliveries.createdAt} desc limit 1)`;

function toSummary(row: WebhookRow, lastDeliveryStatus: DeliverySummary['status'] | null): WebhookSummary {
  return {
    id: row.id,
    landing_id: row.landingId,
    name: row.name,
    url: row.url,
    events: row.events.filter((event): event is WebhookSummary['events'][number] => event !== 'webhook.test'),
    active: row.active,
    secret_hint: row.secretLast4,
    consecutive_failures: row.consecutiveFailures,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    disabled_reason: row.disabledReason,
    last_delivery_at: row.lastDeliveryAt?.toISOString() ?? null,
    last_delivery_status: lastDeliveryStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function deliverySummary(row: DeliveryRow): DeliverySummary {
  return {
    id: row.id,
    webhook_id: row.webhookId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    error: row.error,
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export interface WebhookServiceDeps extends DeliveryDeps {}

export class WebhookService {
  constructor(private readonly deps: WebhookServiceDeps) {}

  private get db(): Database {
    return this.deps.db;
  }

  private async webhookOf(site: SiteRow, webhookId: number): Promise<WebhookRow> {
    const [row] = await this.db
      .select()
      .from(webhooks)
      .where(
        and(
          eq(webhooks.id, webhookId),
          eq(webhooks.landingId, site.id),
          eq(webhooks.agencyId, site.agencyId),
        ),
      )
      .limit(1);
    if (!row) throw notFound(WEBHOOK_NOT_FOUND);
    return row;
  }

  private async summaryOf(row: WebhookRow): Promise<WebhookSummary> {
    const [last] = await this.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, row.id), sql`${webhookDeliveries.event} <> 'webhook.test'`))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(1);
    return toSummary(row, last?.status ?? null);
  }

  /** A URL the policy would refuse is refused now, with a message the form can show. */
  private async checkUrl(url: string): Promise<void> {
    const refusal = await refusalFor(url, this.deps.policy.outbound);
    if (refusal) throw invalidField('url', refusal);
  }

  private sealSecret(secret: string) {
    return { secretEncrypted: encryptSecret(secret, this.deps.secretKey), secretLast4: secret.slice(-4) };
  }

  async list(auth: AuthContext, landingId: number, query: WebhookListQuery) {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const conditions: SQL[] = [eq(webhooks.landingId, site.id), eq(webhooks.agencyId, site.agencyId)];
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(or(ilike(webhooks.name, pattern), ilike(webhooks.url, pattern))!);
    }
    const where = and(...conditions);
    const column = query.sort === 'name' ? sql`lower(${webhooks.name})` : webhooks.createdAt;
    const { limit, offset } = pageWindow(query.page, query.per_page);
    const [rows, totals] = await Promise.all([
      this.db
        .select({ webhook: webhooks, lastStatus })
        .from(webhooks)
        .where(where)
        .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(webhooks.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(webhooks).where(where),
    ]);
    return {
      total: totals[0]?.value ?? 0,
      rows: rows.map((row) => toSummary(row.webhook, row.lastStatus)),
    };
  }

  async get(auth: AuthContext, landingId: number, webhookId: number): Promise<WebhookSummary> {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    return this.summaryOf(await this.webhookOf(site, webhookId));
  }

  async create(
    auth: AuthContext,
    landingId: number,
    body: z.output<typeof createWebhookBody>,
  ): Promise<WebhookWithSecret> {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const [{ value: existing } = { value: 0 }] = await this.db
      .select({ value: count() })
      .from(webhooks)
      .where(eq(webhooks.landingId, site.id));
    if (existing >= MAX_WEBHOOKS_PER_SITE)
      throw invalidField(
        'url',
        `A website holds at most ${MAX_WEBHOOKS_PER_SITE} webhooks. Delete one first.`,
      );
    await this.checkUrl(body.url);
    const secret = generateWebhookSecret();
    const [row] = await this.db
      .insert(webhooks)
      .values({
        agencyId: site.agencyId,
        landingId: site.id,
        name: body.name,
        url: body.url,
        events: body.events,
        active: body.active,
        ...this.sealSecret(secret),
      })
      .returning();
    return { ...toSummary(row!, null), secret };
  }

  async update(
    auth: AuthContext,
    landingId: number,
    webhookId: number,
    body: z.output<typeof updateWebhookBody>,
  ): Promise<WebhookSummary> {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const current = await this.webhookOf(site, webhookId);
    if (body.url !== undefined && body.url !== current.url) await this.checkUrl(body.url);
    const reenabled = body.active === true && !current.active;
    const [row] = await this.db
      .update(webhooks)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.events !== undefined ? { events: body.events } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        // Switching a webhook back on starts its failure count afresh.
        ...(reenabled ? { consecutiveFailures: 0, disabledAt: null, disabledReason: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(webhooks.id, current.id))
      .returning();
    return this.summaryOf(row!);
  }

  async remove(auth: AuthContext, landingId: number, webhookId: number): Promise<string> {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const current = await this.webhookOf(site, webhookId);
    await this.db.delete(webhooks).where(eq(webhooks.id, current.id));
    return current.name;
  }

  async rotateSecret(auth: AuthContext, landingId: number, webhookId: number): Promise<WebhookWithSecret> {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const current = await this.webhookOf(site, webhookId);
    const secret = generateWebhookSecret();
    const [row] = await this.db
      .update(webhooks)
      .set({ ...this.sealSecret(secret), updatedAt: new Date() })
      .where(eq(webhooks.id, current.id))
      .returning();
    return { ...(await this.summaryOf(row!)), secret };
  }

  /** Queues a `webhook.test` delivery, sent even while the webhook is switched off. */
  async sendTest(auth: AuthContext, landingId: number, webhookId: number): Promise<string> {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const current = await this.webhookOf(site, webhookId);
    return queueDelivery(
      this.deps,
      { webhookId: current.id, agencyId: site.agencyId, landingId: site.id },
      'webhook.test',
      { message: 'This is a test delivery. Check its signature the way you will check real events.' },
    );
  }

  async deliveries(auth: AuthContext, landingId: number, webhookId: number, query: DeliveryListQuery) {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const current = await this.webhookOf(site, webhookId);
    const conditions: SQL[] = [eq(webhookDeliveries.webhookId, current.id)];
    if (query.status) conditions.push(eq(webhookDeliveries.status, query.status));
    const where = and(...conditions);
    const { limit, offset } = pageWindow(query.page, query.per_page);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ value: count() }).from(webhookDeliveries).where(where),
    ]);
    return { total: totals[0]?.value ?? 0, rows: rows.map(deliverySummary) };
  }

  private async deliveryOf(site: SiteRow, webhookId: number, deliveryId: string): Promise<DeliveryRow> {
    const current = await this.webhookOf(site, webhookId);
    const [row] = await this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, current.id)))
      .limit(1);
    if (!row) throw notFound(DELIVERY_NOT_FOUND);
    return row;
  }

  async delivery(
    auth: AuthContext,
    landingId: number,
    webhookId: number,
    deliveryId: string,
  ): Promise<DeliveryDetail> {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const row = await this.deliveryOf(site, webhookId, deliveryId);
    return { ...deliverySummary(row), body: row.body, response_excerpt: row.responseExcerpt, log: row.log };
  }

  /** Sends a finished delivery again, under the same id, so the receiver can tell it is the same event. */
  async redeliver(
    auth: AuthContext,
    landingId: number,
    webhookId: number,
    deliveryId: string,
  ): Promise<void> {
    const site = await siteForCaller(this.db, auth, landingId, PERMISSION);
    const row = await this.deliveryOf(site, webhookId, deliveryId);
    if (row.status === 'pending' || row.status === 'retrying')
      throw invalidField('delivery', 'This delivery is still being sent.');
    await requeueDelivery(this.deps, row.id);
  }
}
