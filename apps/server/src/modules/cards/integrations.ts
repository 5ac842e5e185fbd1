import {
  type CardIntegration,
  type CardIntegrationDelivery,
  type cardIntegrationBody,
  type cardIntegrationDeliveryQuery,
  INT32_MAX,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { cardIntegrationDeliveries, cardIntegrations } from '../../db/schema/cards.ts';
import { decryptSecret, encryptSecret, hmacSha256, randomToken } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { forbidden, invalidField, notFound } from '../../lib/errors.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import {
  describeOutboundFailure,
  type OutboundPolicy,
  outboundRequest,
  refusalFor,
} from '../../lib/outbound.ts';
import { pageWindow } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/session.ts';

type IntegrationRow = typeof cardIntegrations.$inferSelect;
type IntegrationBody = z.output<typeof cardIntegrationBody>;

const NAME_TAKEN = 'An integration with this name already exists.';
const NOT_FOUND = 'Integration not found.';
/** Deliveries kept per integration: enough to see a pattern, never a growing table. */
export const CARD_DELIVERY_LOG_SIZE = 100;

/** What creating, changing and delivering to integrations need. */
export interface IntegrationDeps {
  db: Database;
  secretKey: string;
  /** The same outbound check as site webhooks (`webhookPolicy(config).outbound`). */
  outbound: OutboundPolicy;
}

interface DeliveryFacts {
  last_delivery_status: CardIntegration['last_delivery_status'];
  last_delivery_at: string | null;
  last_delivery_error: string | null;
  failed_deliveries: number;
}

const NO_DELIVERIES: DeliveryFacts = {
  last_delivery_status: null,
  last_delivery_at: null,
  last_delivery_error: null,
  failed_deliveries: 0,
};

/** The newest delivery and the count of failed ones, per integration. */
async function deliveryFacts(db: Database, ids: number[]): Promise<Map<number, DeliveryFacts>> {
  const facts = new Map<number, DeliveryFacts>();
  if (ids.length === 0) return facts;
  const [newest, failures] = await Promise.all([
    db
      .selectDistinctOn([cardIntegrationDeliveries.integrationId], {
        integrationId: cardIntegrationDeliveries.integrationId,
        status: cardIntegrationDeliveries.status,
        error: cardIntegrationDeliveries.error,
        createdAt: cardIntegrationDeliveries.createdAt,
      })
      .from(cardIntegrationDeliveries)
      .where(inArray(cardIntegrationDeliveries.integrationId, ids))
      .orderBy(
        cardIntegrationDeliveries.integrationId,
        desc(cardIntegrationDeliveries.createdAt),
        desc(cardIntegrationDeliveries.id),
      ),
    db
      .select({ integrationId: cardIntegrationDeliveries.integrationId, failed: count() })
      .from(cardIntegrationDeliveries)
      .where(
        and(
          inArray(cardIntegrationDeliveries.integrationId, ids),
          eq(cardIntegrationDeliveries.status, 'failed'),
        ),
      )
      .groupBy(cardIntegrationDeliveries.integrationId),
  ]);
  const failed = new Map(failures.map((row) => [row.integrationId, row.failed]));
  for (const row of newest) {
    facts.set(row.integrationId, {
      last_delivery_status: row.status,
      last_delivery_at: row.createdAt.toISOString(),
      last_delivery_error: row.error,
      failed_deliveries: failed.get(row.integrationId) ?? 0,
    });
  }
  return facts;
}

function toItem(row: IntegrationRow, facts: DeliveryFacts = NO_DELIVERIES): CardIntegration {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    target: row.target,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    ...facts,
  };
}

function agencyOf(auth: AuthContext): number {
  const id = auth.agency?.id;
  if (id === undefined) throw forbidden();
  return id;
}

/** A webhook URL the delivery would refuse is refused now, with the reason, on `target`. */
async function checkTarget(body: IntegrationBody, outbound: OutboundPolicy): Promise<void> {
  if (body.kind !== 'webhook') return;
  const refusal = await refusalFor(body.target, outbound);
  if (refusal) throw invalidField('target', refusal);
}

/** Every card user of the agency may pick from these; only the agency owner changes them. */
export async function listCardIntegrations(db: Database, auth: AuthContext): Promise<CardIntegration[]> {
  const rows = await db
    .select()
    .from(cardIntegrations)
    .where(eq(cardIntegrations.agencyId, agencyOf(auth)))
    .orderBy(asc(cardIntegrations.name));
  const facts = await deliveryFacts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, facts.get(row.id)));
}

export async function createCardIntegration(
  deps: IntegrationDeps,
  auth: AuthContext,
  body: IntegrationBody,
): Promise<CardIntegration & { secret: string | null }> {
  await checkTarget(body, deps.outbound);
  const secret = body.kind === 'webhook' ? `whsec_${randomToken(24)}` : null;
  try {
    const [row] = await deps.db
      .insert(cardIntegrations)
      .values({
        agencyId: agencyOf(auth),
        name: body.name,
        kind: body.kind,
        target: body.target,
        enabled: body.enabled,
        secretEncrypted: secret ? encryptSecret(secret, deps.secretKey) : null,
      })
      .returning();
    return { ...toItem(row!), secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', NAME_TAKEN);
    throw error;
  }
}

async function integrationOf(db: Database, auth: AuthContext, id: number): Promise<IntegrationRow> {
  const [existing] = await db
    .select()
    .from(cardIntegrations)
    .where(and(eq(cardIntegrations.id, id), eq(cardIntegrations.agencyId, agencyOf(auth))));
  if (!existing) throw notFound(NOT_FOUND);
  return existing;
}

export async function updateCardIntegration(
  deps: IntegrationDeps,
  auth: AuthContext,
  id: number,
  body: IntegrationBody,
): Promise<CardIntegration> {
  const existing = await integrationOf(deps.db, auth, id);
  await checkTarget(body, deps.outbound);
  // A webhook keeps its secret; one that becomes a webhook gets a new one.
  const secretEncrypted =
    body.kind === 'webhook'
      ? (existing.secretEncrypted ?? encryptSecret(`whsec_${randomToken(24)}`, deps.secretKey))
      : null;
  try {
    const [row] = await deps.db
      .update(cardIntegrations)
      .set({
        name: body.name,
        kind: body.kind,
        target: body.target,
        enabled: body.enabled,
        secretEncrypted,
        updatedAt: new Date(),
      })
      .where(eq(cardIntegrations.id, existing.id))
      .returning();
    return toItem(row!, (await deliveryFacts(deps.db, [existing.id])).get(existing.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', NAME_TAKEN);
    throw error;
  }
}

/** The delivery log of one integration of the caller's agency, newest first. */
export async function listCardIntegrationDeliveries(
  db: Database,
  auth: AuthContext,
  id: number,
  query: z.output<typeof cardIntegrationDeliveryQuery>,
): Promise<{ rows: CardIntegrationDelivery[]; total: number }> {
  const integration = await integrationOf(db, auth, id);
  const where = and(
    eq(cardIntegrationDeliveries.integrationId, integration.id),
    query.status ? eq(cardIntegrationDeliveries.status, query.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(cardIntegrationDeliveries)
      .where(where)
      .orderBy(desc(cardIntegrationDeliveries.createdAt), desc(cardIntegrationDeliveries.id))
      .limit(pageWindow(query.page, query.per_page).limit)
      .offset(pageWindow(query.page, query.per_page).offset),
    db.select({ total: count() }).from(cardIntegrationDeliveries).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      card_id: row.cardId,
      card_name: row.cardName,
      status: row.status,
      response_status: row.responseStatus,
      error: row.error,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

export async function deleteCardIntegration(db: Database, auth: AuthContext, id: number): Promise<void> {
  const removed = await db
    .delete(cardIntegrations)
    .where(and(eq(cardIntegrations.id, id), eq(cardIntegrations.agencyId, agencyOf(auth))))
    .returning({ id: cardIntegrations.id });
  if (removed.length === 0) throw notFound(NOT_FOUND);
}

export interface LeadDelivery {
  card: { id: number; name: string; agencyId: number; url: string };
  contact: { id: number; fields: Record<string, string>; created_at: string };
  integrationIds: readonly string[];
}

export interface DeliveryDeps extends Pick<IntegrationDeps, 'db' | 'secretKey' | 'outbound'> {
  /** Alert mail goes through the mail queue, which retries while the mail server is away. */
  mail: Pick<MailQueue, 'send'>;
  log: { warn(details: object, message: string): void };
}

type DeliveryOutcome = {
  status: 'succeeded' | 'failed';
  responseStatus: number | null;
  error: string | null;
};

/** Logs one delivery and keeps only the newest `CARD_DELIVERY_LOG_SIZE` of its integration. */
async function recordDelivery(
  db: Database,
  target: IntegrationRow,
  card: LeadDelivery['card'],
  outcome: DeliveryOutcome,
): Promise<void> {
  await db.insert(cardIntegrationDeliveries).values({
    integrationId: target.id,
    agencyId: target.agencyId,
    cardId: card.id,
    cardName: card.name,
    ...outcome,
  });
  const kept = db
    .select({ id: cardIntegrationDeliveries.id })
    .from(cardIntegrationDeliveries)
    .where(eq(cardIntegrationDeliveries.integrationId, target.id))
    .orderBy(desc(cardIntegrationDeliveries.createdAt), desc(cardIntegrationDeliveries.id))
    .limit(CARD_DELIVERY_LOG_SIZE);
  await db
    .delete(cardIntegrationDeliveries)
    .where(
      and(
        eq(cardIntegrationDeliveries.integrationId, target.id),
        notInArray(cardIntegrationDeliveries.id, kept),
      ),
    );
}

/**
 * Sends one lead to the card's chosen integrations of its agency: webhooks get a signed JSON
 * POST (`X-Tessera-Signature: t={unix},v1={hmac-sha256 of "t.body"}`) through the same outbound
 * check as site webhooks, email integrations a message through the mail queue. Every outcome is
 * logged for the owner (`GET /cards-integrations/{id}/deliveries`); the lead itself is already stored.
 */
export async function deliverLead(deps: DeliveryDeps, lead: LeadDelivery): Promise<void> {
  const ids = lead.integrationIds
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= INT32_MAX);
  if (ids.length === 0) return;
  const targets = await deps.db
    .select()
    .from(cardIntegrations)
    .where(
      and(
        inArray(cardIntegrations.id, ids),
        eq(cardIntegrations.agencyId, lead.card.agencyId),
        eq(cardIntegrations.enabled, true),
      ),
    );
  const payload = {
    event: 'card.lead',
    card: { id: lead.card.id, name: lead.card.name, url: lead.card.url },
    contact: lead.contact,
  };
  await Promise.all(
    targets.map(async (target) => {
      let outcome: DeliveryOutcome;
      try {
        outcome =
          target.kind === 'email'
            ? await mailLead(deps, target, lead)
            : await postLead(deps, target, JSON.stringify(payload));
      } catch (error) {
        deps.log.warn({ err: error, integration: target.id }, 'card lead delivery failed');
        outcome = { status: 'failed', responseStatus: null, error: 'The lead could not be sent.' };
      }
      if (outcome.status === 'failed')
        deps.log.warn({ integration: target.id, error: outcome.error }, 'card lead delivery failed');
      try {
        await recordDelivery(deps.db, target, lead.card, outcome);
      } catch (error) {
        deps.log.warn({ err: error, integration: target.id }, 'card lead delivery could not be logged');
      }
    }),
  );
}

async function mailLead(
  deps: DeliveryDeps,
  target: IntegrationRow,
  lead: LeadDelivery,
): Promise<DeliveryOutcome> {
  const lines = Object.entries(lead.contact.fields).map(([name, value]) => `${name}: ${value}`);
  try {
    // Handed to the mail queue, which retries while the mail server is away.
    await deps.mail.send({
      to: target.target,
      subject: `New lead from your card "${lead.card.name}"`,
      text: [`Someone shared their details on ${lead.card.url}:`, '', ...lines].join('\n'),
    });
    return { status: 'succeeded', responseStatus: null, error: null };
  } catch (error) {
    deps.log.warn({ err: error, integration: target.id }, 'card lead mail failed');
    return { status: 'failed', responseStatus: null, error: 'The e-mail could not be sent.' };
  }
}

async function postLead(deps: DeliveryDeps, target: IntegrationRow, body: string): Promise<DeliveryOutcome> {
  const timestamp = Math.floor(Date.now() / 1000);
  const secret = target.secretEncrypted ? decryptSecret(target.secretEncrypted, deps.secretKey) : '';
  try {
    const answer = await outboundRequest(
      target.target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Tessera-Cards/1',
          'x-tessera-event': 'card.lead',
          'x-tessera-signature': `t=${timestamp},v1=${hmacSha256(secret, `${timestamp}.${body}`)}`,
        },
        body,
      },
      deps.outbound,
    );
    if (answer.status >= 200 && answer.status < 300)
      return { status: 'succeeded', responseStatus: answer.status, error: null };
    return {
      status: 'failed',
      responseStatus: answer.status,
      error: `The endpoint answered ${answer.status}.`,
    };
  } catch (cause) {
    return {
      status: 'failed',
      responseStatus: null,
      error: describeOutboundFailure(cause, deps.outbound).message,
    };
  }
}
