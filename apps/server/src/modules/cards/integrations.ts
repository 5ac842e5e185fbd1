import type { CardIntegration, cardIntegrationBody } from '@tessera/api-contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { cardIntegrations } from '../../db/schema/index.ts';
import { decryptSecret, encryptSecret, hmacSha256, randomToken } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { forbidden, invalidField, notFound } from '../../lib/errors.ts';
import type { MailQueue } from '../../lib/mail-queue.ts';
import { DEFAULT_OUTBOUND_POLICY, type OutboundPolicy, outboundRequest } from '../../lib/outbound.ts';
import type { AuthContext } from '../auth/session.ts';

type IntegrationRow = typeof cardIntegrations.$inferSelect;
type IntegrationBody = z.output<typeof cardIntegrationBody>;

const NAME_TAKEN = 'An integration with this name already exists.';
const NOT_FOUND = 'Integration not found.';

function toItem(row: IntegrationRow): CardIntegration {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    target: row.target,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
  };
}

function agencyOf(auth: AuthContext): number {
  const id = auth.agency?.id;
  if (id === undefined) throw forbidden();
  return id;
}

/** Every card user of the agency may pick from these; only the agency owner changes them. */
export async function listCardIntegrations(db: Database, auth: AuthContext): Promise<CardIntegration[]> {
  const rows = await db
    .select()
    .from(cardIntegrations)
    .where(eq(cardIntegrations.agencyId, agencyOf(auth)))
    .orderBy(asc(cardIntegrations.name));
  return rows.map(toItem);
}

export async function createCardIntegration(
  db: Database,
  auth: AuthContext,
  body: IntegrationBody,
  secretKey: string,
): Promise<CardIntegration & { secret: string | null }> {
  const secret = body.kind === 'webhook' ? `whsec_${randomToken(24)}` : null;
  try {
    const [row] = await db
      .insert(cardIntegrations)
      .values({
        agencyId: agencyOf(auth),
        name: body.name,
        kind: body.kind,
        target: body.target,
        enabled: body.enabled,
        secretEncrypted: secret ? encryptSecret(secret, secretKey) : null,
      })
      .returning();
    return { ...toItem(row!), secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', NAME_TAKEN);
    throw error;
  }
}

export async function updateCardIntegration(
  db: Database,
  auth: AuthContext,
  id: number,
  body: IntegrationBody,
  secretKey: string,
): Promise<CardIntegration> {
  const [existing] = await db
    .select()
    .from(cardIntegrations)
    .where(and(eq(cardIntegrations.id, id), eq(cardIntegrations.agencyId, agencyOf(auth))));
  if (!existing) throw notFound(NOT_FOUND);
  // A webhook keeps its secret; one that becomes a webhook gets a new one.
  const secretEncrypted =
    body.kind === 'webhook'
      ? (existing.secretEncrypted ?? encryptSecret(`whsec_${randomToken(24)}`, secretKey))
      : null;
  try {
    const [row] = await db
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
    return toItem(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('name', NAME_TAKEN);
    throw error;
  }
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

export interface DeliveryDeps {
  db: Database;
  /** Alert mail goes through the mail queue, which retries while the mail server is away. */
  mail: Pick<MailQueue, 'send'>;
  secretKey: string;
  outbound?: OutboundPolicy;
  log: { warn(details: object, message: string): void };
}

/**
 * Sends one lead to the card's chosen integrations of its agency: webhooks get a signed JSON
 * POST (`X-Tessera-Signature: t={unix},v1={hmac-sha256 of "t.body"}`), email integrations a
 * message through the mail queue. Failures are logged; the lead itself is already stored.
 */
export async function deliverLead(deps: DeliveryDeps, lead: LeadDelivery): Promise<void> {
  const ids = lead.integrationIds.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
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
      try {
        if (target.kind === 'email') {
          const lines = Object.entries(lead.contact.fields).map(([name, value]) => `${name}: ${value}`);
          await deps.mail.send({
            to: target.target,
            subject: `New lead from your card "${lead.card.name}"`,
            text: [`Someone shared their details on ${lead.card.url}:`, '', ...lines].join('\n'),
          });
          return;
        }
        const body = JSON.stringify(payload);
        const timestamp = Math.floor(Date.now() / 1000);
        const secret = target.secretEncrypted ? decryptSecret(target.secretEncrypted, deps.secretKey) : '';
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
          deps.outbound ?? DEFAULT_OUTBOUND_POLICY,
        );
        if (answer.status >= 300)
          deps.log.warn(
            { integration: target.id, status: answer.status },
            'card lead webhook refused the lead',
          );
      } catch (error) {
        deps.log.warn({ err: error, integration: target.id }, 'card lead delivery failed');
      }
    }),
  );
}
