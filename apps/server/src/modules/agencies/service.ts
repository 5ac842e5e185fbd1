import type {
  AdminAgencyField,
  AgencyDetail,
  AgencyListItem,
  AgencyListQuery,
  AgencySettingsBody,
  OpenaiKeyStatus,
} from '@tessera/api-contract';
import { adminAgencyFieldNames, type createAgencyBody, type updateAgencyBody } from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import type { AppDeps } from '../../deps.ts';
import { platformWhitelabel } from '../../lib/app-url.ts';
import { decryptSecret, encryptSecret, hashPassword } from '../../lib/crypto.ts';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../../lib/errors.ts';
import { type ListPage, likePattern, listTotal, pageWindow } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/log.ts';
import { type AgencyRow, type AuthContext, impersonatesAnyOf } from '../auth/session.ts';
import { premiumElementKeys } from '../config/premium-elements.ts';
import { checkEmailFree, EMAIL_TAKEN } from '../users/email.ts';
import {
  agencyIdsOfOwnersMatching,
  agencyOwners,
  insertAgencyOwner,
  type UserSummary,
  updateNameAndEmail,
  userIdsOfAgency,
} from '../users/store.ts';
import { whitelabelExists } from '../whitelabels/lookup.ts';
import { isReseller } from './reseller.ts';

export const AGENCY_NOT_FOUND = 'Agency not found.';
export const NOT_A_RESELLER = 'Only agencies with an active reseller plan manage other agencies.';

const parents = alias(agencies, 'parent_agency');
const sortColumns = { id: agencies.id, name: agencies.name, created_at: agencies.createdAt } as const;

/** SPEC §4 agency list states: active, archived, free-register. */
function statusFilter(status: AgencyListQuery['status']): SQL {
  if (status === 'archived') return eq(agencies.status, 'archived');
  if (status === 'free_register') return and(eq(agencies.status, 'active'), eq(agencies.freeRegister, true))!;
  return eq(agencies.status, 'active');
}

/**
 * Which agencies the caller manages: every one for an admin (but the platform agency, which only
 * holds the template sites), its own clients for a reseller owner. Anyone else manages none (403,
 * said once here).
 */
function managedScope(auth: AuthContext): SQL | undefined {
  if (auth.user.role === 'Admin') return eq(agencies.isPlatform, false);
  if (auth.user.role === 'Agency' && isReseller(auth.agency))
    return eq(agencies.parentAgencyId, auth.agency!.id);
  throw forbidden(NOT_A_RESELLER);
}

async function clientCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ parent: agencies.parentAgencyId, value: count() })
    .from(agencies)
    .where(and(inArray(agencies.parentAgencyId, ids), eq(agencies.status, 'active')))
    .groupBy(agencies.parentAgencyId);
  return new Map(rows.map((row) => [row.parent!, row.value]));
}

type JoinedRow = {
  agency: AgencyRow;
  owner: UserSummary | null;
  parent: { id: number | null; name: string | null } | null;
};

function listItem(row: JoinedRow, clients: Map<number, number>): AgencyListItem {
  const { agency, owner, parent } = row;
  return {
    id: agency.id,
    name: agency.name,
    owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
    status: agency.status,
    subscribed: agency.subscribed,
    free_fee: agency.freeFee,
    free_register: agency.freeRegister,
    stripe_status: agency.stripeStatus,
    reseller_status: agency.resellerStatus,
    parent_agency: parent?.id ? { id: parent.id, name: parent.name! } : null,
    client_count: clients.get(agency.id) ?? 0,
    created_at: agency.createdAt.toISOString(),
  };
}

function detail(row: JoinedRow, clients: Map<number, number>): AgencyDetail {
  const { agency } = row;
  return {
    ...listItem(row, clients),
    whitelabel_id: agency.whitelabelId,
    stripe_price: agency.stripePrice,
    reseller_plan: agency.resellerPlan,
    premiumApps: agency.premiumApps,
    premiumElements: agency.premiumElements,
    app_plans: agency.appPlans,
    default_payment_method: agency.defaultPaymentMethod,
    openai_api_key: openaiKeyStatus(agency),
    card_limit: agency.cardLimit,
    archived_at: agency.archivedAt?.toISOString() ?? null,
    updated_at: agency.updatedAt.toISOString(),
  };
}

export function openaiKeyStatus(agency: AgencyRow): OpenaiKeyStatus {
  return { set: agency.openaiApiKeyEncrypted !== null, last4: agency.openaiApiKeyLast4 };
}

const joinedSelect = (db: Database) =>
  db
    .select({ agency: agencies, parent: { id: parents.id, name: parents.name } })
    .from(agencies)
    .leftJoin(parents, eq(parents.id, agencies.parentAgencyId));

/** Rows of `joinedSelect` with each agency's owner (one query for all of them). */
async function withOwners(db: Database, rows: Array<Omit<JoinedRow, 'owner'>>): Promise<JoinedRow[]> {
  const owners = await agencyOwners(
    db,
    rows.map((row) => row.agency.id),
  );
  return rows.map((row) => ({ ...row, owner: owners.get(row.agency.id) ?? null }));
}

export async function listAgencies(
  db: Database,
  auth: AuthContext,
  query: AgencyListQuery,
): Promise<ListPage<AgencyListItem>> {
  const conditions: (SQL | undefined)[] = [statusFilter(query.status), managedScope(auth)];
  if (query.parent_agency_id !== undefined)
    conditions.push(eq(agencies.parentAgencyId, query.parent_agency_id));
  if (query.search) {
    const pattern = likePattern(query.search);
    const ownerMatches = await agencyIdsOfOwnersMatching(db, pattern);
    conditions.push(or(ilike(agencies.name, pattern), inArray(agencies.id, ownerMatches))!);
  }
  const where = and(...conditions);
  const order = query.order === 'desc' ? desc(sortColumns[query.sort]) : asc(sortColumns[query.sort]);
  const { limit, offset } = pageWindow(query.page, query.per_page);
  const [rows, total] = await Promise.all([
    joinedSelect(db).where(where).orderBy(order, asc(agencies.id)).limit(limit).offset(offset),
    listTotal(db, agencies, where),
  ]);
  const ids = rows.map((r) => r.agency.id);
  const [owned, clients] = await Promise.all([withOwners(db, rows), clientCounts(db, ids)]);
  return { total, rows: owned.map((row) => listItem(row, clients)) };
}

/** One agency the caller manages; another's is "not found". */
async function managedAgency(db: Database, auth: AuthContext, id: number): Promise<JoinedRow> {
  const [row] = await joinedSelect(db)
    .where(and(eq(agencies.id, id), managedScope(auth)))
    .limit(1);
  if (!row) throw notFound(AGENCY_NOT_FOUND);
  const [owned] = await withOwners(db, [row]);
  return owned!;
}

export async function getAgency(db: Database, auth: AuthContext, id: number): Promise<AgencyDetail> {
  const row = await managedAgency(db, auth, id);
  return detail(row, await clientCounts(db, [id]));
}

/** What create and update share: the agency's own fields (owners are handled apart). */
type AgencyInput = Omit<z.output<typeof updateAgencyBody>, 'owner'>;

/**
 * Mass assignment: billing state, grants, the white label and the reseller relation are the
 * platform's to set. A reseller sending any of them is refused, never half-applied.
 */
function refuseAdminFields(auth: AuthContext, input: AgencyInput): void {
  if (auth.user.role === 'Admin') return;
  const sent = adminAgencyFieldNames.filter(
    (field) => (input as Record<string, unknown>)[field] !== undefined,
  );
  if (sent.length === 0) return;
  const message = 'Only a platform admin can set this.';
  throw new HttpError(
    403,
    `Only a platform admin can set ${sent.join(', ')}.`,
    Object.fromEntries(sent.map((field) => [field, [message]])),
  );
}

async function checkGrants(input: AgencyInput): Promise<void> {
  if (!input.premiumElements) return;
  const known = new Set(premiumElementKeys());
  const unknown = input.premiumElements.filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw invalidField('premiumElements', `Unknown premium elements: ${unknown.join(', ')}.`);
}

/** A client agency's reseller: an active agency that is not itself a client (one level, no cycles). */
async function checkParent(db: Database, agencyId: number | null, parentId: number | null | undefined) {
  if (parentId === undefined || parentId === null) return;
  if (parentId === agencyId) throw invalidField('parent_agency_id', 'An agency cannot manage itself.');
  const [parent] = await db
    .select()
    .from(agencies)
    .where(and(eq(agencies.id, parentId), eq(agencies.isPlatform, false)))
    .limit(1);
  if (parent?.status !== 'active')
    throw invalidField('parent_agency_id', 'The selected reseller agency is invalid.');
  if (parent.parentAgencyId !== null)
    throw invalidField('parent_agency_id', 'A client agency cannot manage other agencies.');
  if (agencyId !== null) {
    const [client] = await db
      .select({ value: count() })
      .from(agencies)
      .where(eq(agencies.parentAgencyId, agencyId));
    if ((client?.value ?? 0) > 0)
      throw invalidField(
        'parent_agency_id',
        'This agency manages other agencies, so it cannot become a client.',
      );
  }
}

async function checkWhitelabel(db: Database, whitelabelId: number | undefined) {
  if (whitelabelId === undefined) return;
  if (!(await whitelabelExists(db, whitelabelId)))
    throw invalidField('whitelabel_id', 'The selected white label is invalid.');
}

/** The agency columns an input sets (only what it names). */
function agencyPatch(input: AgencyInput): Partial<typeof agencies.$inferInsert> {
  const patch: Partial<typeof agencies.$inferInsert> = {};
  const map: Record<AdminAgencyField, keyof typeof agencies.$inferInsert> = {
    subscribed: 'subscribed',
    free_fee: 'freeFee',
    free_register: 'freeRegister',
    stripe_status: 'stripeStatus',
    reseller_status: 'resellerStatus',
    stripe_price: 'stripePrice',
    reseller_plan: 'resellerPlan',
    premiumApps: 'premiumApps',
    premiumElements: 'premiumElements',
    app_plans: 'appPlans',
    default_payment_method: 'defaultPaymentMethod',
    card_limit: 'cardLimit',
    whitelabel_id: 'whitelabelId',
    parent_agency_id: 'parentAgencyId',
  };
  for (const [field, column] of Object.entries(map) as [
    AdminAgencyField,
    keyof typeof agencies.$inferInsert,
  ][]) {
    const value = input[field];
    if (value !== undefined) (patch as Record<string, unknown>)[column] = value;
  }
  if (input.name !== undefined) patch.name = input.name;
  return patch;
}

export async function createAgency(
  deps: AppDeps,
  auth: AuthContext,
  input: z.output<typeof createAgencyBody>,
  ip: string,
): Promise<AgencyDetail> {
  managedScope(auth);
  refuseAdminFields(auth, input);
  await Promise.all([
    checkGrants(input),
    checkParent(deps.db, null, input.parent_agency_id),
    checkWhitelabel(deps.db, input.whitelabel_id),
    checkEmailFree(deps.db, input.owner.email, { field: 'owner.email' }),
  ]);
  const passwordHash = await hashPassword(input.owner.password, deps.config.passwordHashCost);
  const whitelabelId =
    input.whitelabel_id ?? auth.agency?.whitelabelId ?? (await defaultWhitelabelId(deps.db));
  const id = await deps.db.transaction(async (tx) => {
    const [agency] = await tx
      .insert(agencies)
      .values({
        ...agencyPatch(input),
        name: input.name,
        whitelabelId,
        // A reseller's new agency is its client: the relation is set here, never by the body.
        ...(auth.user.role === 'Agency' ? { parentAgencyId: auth.agency!.id } : {}),
      })
      .returning({ id: agencies.id });
    const owner = await insertAgencyOwner(tx, {
      agencyId: agency!.id,
      email: input.owner.email,
      name: input.owner.name,
      passwordHash,
    });
    if (!owner) throw invalidField('owner.email', EMAIL_TAKEN);
    return agency!.id;
  });
  await recordAudit(deps.db, {
    action: 'agency.created',
    actorUserId: auth.user.id,
    subjectUserId: null,
    ip,
    details: { agency_id: id },
  });
  return getAgency(deps.db, auth, id);
}

async function defaultWhitelabelId(db: Database): Promise<number> {
  const whitelabel = await platformWhitelabel(db);
  if (!whitelabel) throw new Error('No white label exists');
  return whitelabel.id;
}

export async function updateAgency(
  deps: AppDeps,
  auth: AuthContext,
  id: number,
  input: z.output<typeof updateAgencyBody>,
  ip: string,
): Promise<AgencyDetail> {
  const current = await managedAgency(deps.db, auth, id);
  refuseAdminFields(auth, input);
  const ownerId = current.owner?.id ?? null;
  if (input.owner && ownerId === null) throw invalidField('owner', 'This agency has no owner to update.');
  await Promise.all([
    checkGrants(input),
    checkParent(deps.db, id, input.parent_agency_id),
    checkWhitelabel(deps.db, input.whitelabel_id),
    input.owner?.email
      ? checkEmailFree(deps.db, input.owner.email, {
          field: 'owner.email',
          exceptUserId: ownerId ?? undefined,
        })
      : null,
  ]);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(agencies)
      .set({ ...agencyPatch(input), updatedAt: new Date() })
      .where(eq(agencies.id, id));
    if (input.owner && ownerId !== null && Object.keys(input.owner).length > 0) {
      await updateNameAndEmail(tx, ownerId, input.owner);
    }
  });
  await recordAudit(deps.db, {
    action: 'agency.updated',
    actorUserId: auth.user.id,
    subjectUserId: ownerId,
    ip,
    details: { agency_id: id, fields: Object.keys(input) },
  });
  return getAgency(deps.db, auth, id);
}

/**
 * Whether the caller has a live impersonation session inside this agency: archiving it then
 * would pull the floor from under that session, so it is refused.
 */
async function impersonatingInside(db: Database, actorUserId: number, agencyId: number): Promise<boolean> {
  return impersonatesAnyOf(db, actorUserId, await userIdsOfAgency(db, agencyId));
}

export async function archiveAgency(deps: AppDeps, auth: AuthContext, id: number, ip: string): Promise<void> {
  const current = await managedAgency(deps.db, auth, id);
  if (current.agency.status === 'archived') throw conflict('This agency is already archived.');
  if (auth.agency?.id === id) throw conflict('You cannot archive your own agency.');
  if (await impersonatingInside(deps.db, auth.user.id, id)) {
    throw conflict('You are impersonating someone in this agency. Stop impersonating before archiving it.');
  }
  await deps.db
    .update(agencies)
    .set({ status: 'archived', archivedAt: new Date(), updatedAt: new Date() })
    .where(eq(agencies.id, id));
  await recordAudit(deps.db, {
    action: 'agency.archived',
    actorUserId: auth.user.id,
    subjectUserId: current.owner?.id ?? null,
    ip,
    details: { agency_id: id },
  });
}

export async function restoreAgency(deps: AppDeps, auth: AuthContext, id: number, ip: string): Promise<void> {
  const current = await managedAgency(deps.db, auth, id);
  if (current.agency.status === 'active') throw conflict('This agency is not archived.');
  await deps.db
    .update(agencies)
    .set({ status: 'active', archivedAt: null, updatedAt: new Date() })
    .where(eq(agencies.id, id));
  await recordAudit(deps.db, {
    action: 'agency.restored',
    actorUserId: auth.user.id,
    subjectUserId: current.owner?.id ?? null,
    ip,
    details: { agency_id: id },
  });
}

export async function editOwnSettings(
  db: Database,
  auth: AuthContext,
  input: AgencySettingsBody,
): Promise<void> {
  if (!auth.agency) throw notFound(AGENCY_NOT_FOUND);
  await db
    .update(agencies)
    .set({ name: input.name.trim(), updatedAt: new Date() })
    .where(eq(agencies.id, auth.agency.id));
}

/**
 * The owner sets its own agency's key, an admin any agency's. The key is stored AES-256-GCM
 * sealed with SECRET_KEY, with its last 4 characters beside it for display; it is never returned.
 */
export async function updateOpenaiKey(
  deps: AppDeps,
  auth: AuthContext,
  agencyId: number,
  key: string | null,
  ip: string,
): Promise<OpenaiKeyStatus> {
  const mayTouch =
    auth.user.role === 'Admin' || (auth.user.role === 'Agency' && auth.agency?.id === agencyId);
  if (!mayTouch) throw notFound(AGENCY_NOT_FOUND);
  const [updated] = await deps.db
    .update(agencies)
    .set({
      openaiApiKeyEncrypted: key === null ? null : encryptSecret(key, deps.config.SECRET_KEY),
      openaiApiKeyLast4: key === null ? null : key.slice(-4),
      updatedAt: new Date(),
    })
    .where(and(eq(agencies.id, agencyId), eq(agencies.isPlatform, false)))
    .returning();
  if (!updated) throw notFound(AGENCY_NOT_FOUND);
  await recordAudit(deps.db, {
    action: 'agency.openai_key_changed',
    actorUserId: auth.user.id,
    subjectUserId: null,
    ip,
    details: { agency_id: agencyId, removed: key === null },
  });
  return openaiKeyStatus(updated);
}

/** The agency's AI key in clear, for the AI features' server-side calls only; null when none is set. */
export async function agencyOpenaiKey(deps: AppDeps, agencyId: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ sealed: agencies.openaiApiKeyEncrypted })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.sealed ? decryptSecret(row.sealed, deps.config.SECRET_KEY) : null;
}
