import {
  BILLING_MESSAGES,
  type PlanBody,
  type PlanDetail,
  type PlanListQuery,
  type PriceBody,
  type PriceInterval,
  type PriceListQuery,
  type PriceSummary,
  planBody,
  priceBody,
  type UpdatePlanBody,
  type UpdatePriceBody,
} from '@tessera/api-contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { plans, prices } from '../../db/schema/billing.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../lib/caller.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { likePattern, pageWindow } from '../../lib/pagination.ts';
import { askStripe, stripeFor } from '../../lib/stripe.ts';
import { premiumElementKeys } from '../config/premium-elements.ts';
import { courseCountsByPlan } from '../courses/plan-counts.ts';

/**
 * The admin's plans and prices (SPEC §2 `payment/plans`, `payment/prices`) and their mirror in
 * Stripe: a plan is a Product, a price a Price. Stripe's prices are immutable, so a new amount,
 * currency or interval is a new Stripe Price and the old one is archived (subscriptions on it keep
 * paying it). Without billing set up the records are kept here alone and reach Stripe the first
 * time they are saved or sold with billing on (`stripePriceOf`).
 */

export type PlanRow = typeof plans.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;

const isAdmin = (auth: AuthContext | null) => auth?.user.role === 'Admin';

const STRIPE_INTERVALS: Record<
  Exclude<PriceInterval, 'Once'>,
  Stripe.PriceCreateParams.Recurring.Interval
> = {
  Daily: 'day',
  Weekly: 'week',
  Monthly: 'month',
  Yearly: 'year',
};

function priceSummary(price: PriceRow, plan: Pick<PlanRow, 'name' | 'title'>): PriceSummary {
  return {
    id: price.id,
    plan_id: price.planId,
    plan_name: plan.name,
    plan_title: plan.title,
    amount: price.amount,
    currency: price.currency,
    interval: price.interval,
    active: price.active,
    stripe_price_id: price.stripePriceId,
    created_at: price.createdAt.toISOString(),
    updated_at: price.updatedAt.toISOString(),
  };
}

/** Plans as the API answers them, each with its prices (by amount) and its course count. */
async function planDetails(db: Database, rows: PlanRow[], activePricesOnly: boolean): Promise<PlanDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [priceRows, courseCounts] = await Promise.all([
    db
      .select()
      .from(prices)
      .where(and(inArray(prices.planId, ids), activePricesOnly ? eq(prices.active, true) : undefined))
      .orderBy(asc(prices.amount), asc(prices.id)),
    courseCountsByPlan(db, ids),
  ]);
  return rows.map((plan) => ({
    id: plan.id,
    name: plan.name,
    title: plan.title,
    description: plan.description,
    type: plan.type,
    currency: plan.currency,
    trial_days: plan.trialDays,
    premium_apps: plan.premiumApps,
    premium_elements: plan.premiumElements,
    card_limit: plan.cardLimit,
    site_limit: plan.siteLimit,
    active: plan.active,
    stripe_product_id: plan.stripeProductId,
    prices: priceRows.filter((price) => price.planId === plan.id).map((price) => priceSummary(price, plan)),
    course_count: courseCounts.get(plan.id) ?? 0,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  }));
}

/** Plan rows by id (unknown ids left out): the one reader of whole plan rows by id. */
export async function planRowsByIds(db: Database, ids: readonly number[]): Promise<Map<number, PlanRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(plans)
    .where(inArray(plans.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function planRow(db: Database, id: number): Promise<PlanRow | null> {
  const row = (await planRowsByIds(db, [id])).get(id);
  return row ?? null;
}

export async function planRowByName(db: Database, name: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.name, name)).limit(1);
  return row ?? null;
}

export async function priceRow(db: Database, id: number): Promise<PriceRow | null> {
  const [row] = await db.select().from(prices).where(eq(prices.id, id)).limit(1);
  return row ?? null;
}

/** The price with this Stripe id, the current one or (through its metadata) an archived one. */
export async function priceByStripe(
  db: Database,
  stripePrice: Stripe.Price | string,
): Promise<PriceRow | null> {
  const id = typeof stripePrice === 'string' ? stripePrice : stripePrice.id;
  const [row] = await db.select().from(prices).where(eq(prices.stripePriceId, id)).limit(1);
  if (row) return row;
  const ours = typeof stripePrice === 'string' ? undefined : Number(stripePrice.metadata?.tessera_price_id);
  return ours ? priceRow(db, ours) : null;
}

export async function listPlans(
  deps: AppDeps,
  auth: AuthContext,
  query: PlanListQuery,
): Promise<{ rows: PlanDetail[]; total: number }> {
  const admin = isAdmin(auth);
  const search = query.search ? likePattern(query.search) : null;
  const where = and(
    search ? or(ilike(plans.name, search), ilike(plans.title, search)) : undefined,
    query.type ? eq(plans.type, query.type) : undefined,
    admin ? (query.active ? eq(plans.active, query.active === 'true') : undefined) : eq(plans.active, true),
  );
  const column = { name: plans.name, created_at: plans.createdAt, type: plans.type }[query.sort];
  const order = query.order === 'desc' ? desc(column) : asc(column);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(plans)
      .where(where)
      .orderBy(order, asc(plans.id))
      .limit(pageWindow(query.page, query.per_page).limit)
      .offset(pageWindow(query.page, query.per_page).offset),
    deps.db.select({ total: count() }).from(plans).where(where),
  ]);
  return { rows: await planDetails(deps.db, rows, !admin), total: total?.total ?? 0 };
}

export async function getPlan(deps: AppDeps, id: number): Promise<PlanDetail> {
  const row = await planRow(deps.db, id);
  if (!row) throw notFound(BILLING_MESSAGES.planNotFound);
  return (await planDetails(deps.db, [row], false))[0]!;
}

/** An active plan by name with the prices it offers (what `/order` and the app directory show). */
export async function offeredPlan(deps: AppDeps, name: string): Promise<PlanDetail> {
  const row = await planRowByName(deps.db, name);
  if (!row?.active) throw notFound(BILLING_MESSAGES.planNotFound);
  return (await planDetails(deps.db, [row], true))[0]!;
}

/** Active plans with these ids, in the order given, with the prices they offer. */
export async function offeredPlansByIds(deps: AppDeps, ids: readonly number[]): Promise<PlanDetail[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(plans)
    .where(and(inArray(plans.id, [...ids]), eq(plans.active, true)));
  const details = await planDetails(deps.db, rows, true);
  return ids.flatMap((id) => details.filter((plan) => plan.id === id));
}

/** Every active plan of one type, by name. */
export async function offeredPlansOfType(deps: AppDeps, type: PlanRow['type']): Promise<PlanDetail[]> {
  const rows = await deps.db
    .select()
    .from(plans)
    .where(and(eq(plans.type, type), eq(plans.active, true)))
    .orderBy(asc(plans.name));
  return planDetails(deps.db, rows, true);
}

function checkPremiumElements(keys: readonly string[] | undefined): void {
  if (!keys) return;
  const known = new Set(premiumElementKeys());
  const unknown = keys.find((key) => !known.has(key));
  if (unknown) throw invalidField('premium_elements', `"${unknown}" is not a premium element.`);
}

function planColumns(body: UpdatePlanBody) {
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.type !== undefined ? { type: body.type } : {}),
    ...(body.currency !== undefined ? { currency: body.currency } : {}),
    ...(body.trial_days !== undefined ? { trialDays: body.trial_days } : {}),
    ...(body.premium_apps !== undefined ? { premiumApps: [...new Set(body.premium_apps)] } : {}),
    ...(body.premium_elements !== undefined ? { premiumElements: [...new Set(body.premium_elements)] } : {}),
    ...(body.card_limit !== undefined ? { cardLimit: body.card_limit } : {}),
    ...(body.site_limit !== undefined ? { siteLimit: body.site_limit } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
  };
}

async function nameIsFree(db: Database, name: string, exceptId?: number): Promise<boolean> {
  const row = await planRowByName(db, name);
  return !row || row.id === exceptId;
}

/** The plan's Stripe Product, made now when it has none. */
async function stripeProductOf(deps: AppDeps, plan: PlanRow): Promise<string | null> {
  const stripe = stripeFor(deps.config);
  if (!stripe) return null;
  if (plan.stripeProductId) return plan.stripeProductId;
  const product = await askStripe(() =>
    stripe.products.create(
      {
        name: plan.title,
        ...(plan.description ? { description: plan.description } : {}),
        active: plan.active,
        metadata: { tessera_plan_id: String(plan.id), tessera_plan_name: plan.name },
      },
      { idempotencyKey: `tessera-plan-${plan.id}-product` },
    ),
  );
  await deps.db.update(plans).set({ stripeProductId: product.id }).where(eq(plans.id, plan.id));
  return product.id;
}

export async function createPlan(deps: AppDeps, input: PlanBody): Promise<PlanDetail> {
  const body = planBody.parse(input);
  checkPremiumElements(body.premium_elements);
  if (!(await nameIsFree(deps.db, body.name))) throw invalidField('name', BILLING_MESSAGES.nameTaken);
  const [row] = await deps.db
    .insert(plans)
    .values({ ...planColumns(body), name: body.name, title: body.title, type: body.type })
    .onConflictDoNothing({ target: plans.name })
    .returning();
  if (!row) throw invalidField('name', BILLING_MESSAGES.nameTaken);
  await stripeProductOf(deps, row);
  return getPlan(deps, row.id);
}

export async function updatePlan(deps: AppDeps, id: number, body: UpdatePlanBody): Promise<PlanDetail> {
  const current = await planRow(deps.db, id);
  if (!current) throw notFound(BILLING_MESSAGES.planNotFound);
  checkPremiumElements(body.premium_elements);
  if (body.name !== undefined && !(await nameIsFree(deps.db, body.name, id)))
    throw invalidField('name', BILLING_MESSAGES.nameTaken);
  if (body.currency !== undefined && body.currency !== current.currency) {
    const [priced] = await deps.db
      .select({ id: prices.id })
      .from(prices)
      .where(eq(prices.planId, id))
      .limit(1);
    if (priced)
      throw invalidField(
        'currency',
        'The currency is fixed once the plan has a price: add a new plan instead.',
      );
  }
  const [row] = await deps.db
    .update(plans)
    .set({ ...planColumns(body), updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning();
  const stripe = stripeFor(deps.config);
  if (stripe && row!.stripeProductId) {
    await askStripe(() =>
      stripe.products.update(row!.stripeProductId!, {
        name: row!.title,
        description: row!.description || '',
        active: row!.active,
        metadata: { tessera_plan_name: row!.name },
      }),
    );
  } else await stripeProductOf(deps, row!);
  return getPlan(deps, id);
}

export async function listPrices(
  deps: AppDeps,
  auth: AuthContext,
  query: PriceListQuery,
): Promise<{ rows: PriceSummary[]; total: number }> {
  const admin = isAdmin(auth);
  const conditions: SQL[] = [];
  if (query.plan_id) conditions.push(eq(prices.planId, query.plan_id));
  if (admin && query.active) conditions.push(eq(prices.active, query.active === 'true'));
  if (!admin) conditions.push(eq(prices.active, true), eq(plans.active, true));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(plans.name, pattern), ilike(plans.title, pattern))!);
  }
  const where = and(...conditions);
  const window = pageWindow(query.page, query.per_page);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ price: prices, plan: { name: plans.name, title: plans.title } })
      .from(prices)
      .innerJoin(plans, eq(plans.id, prices.planId))
      .where(where)
      .orderBy(asc(prices.amount), asc(prices.id))
      .limit(window.limit)
      .offset(window.offset),
    deps.db
      .select({ total: count() })
      .from(prices)
      .innerJoin(plans, eq(plans.id, prices.planId))
      .where(where),
  ]);
  return { rows: rows.map((row) => priceSummary(row.price, row.plan)), total: total?.total ?? 0 };
}

export async function getPrice(deps: AppDeps, id: number): Promise<PriceSummary> {
  const price = await priceRow(deps.db, id);
  const plan = price ? await planRow(deps.db, price.planId) : null;
  if (!price || !plan) throw notFound(BILLING_MESSAGES.priceNotFound);
  return priceSummary(price, plan);
}

/** Creates the Stripe Price a row is sold as and records it. */
async function newStripePrice(
  deps: AppDeps,
  stripe: Stripe,
  price: PriceRow,
  plan: PlanRow,
): Promise<string> {
  const product = await stripeProductOf(deps, plan);
  const created = await askStripe(() =>
    stripe.prices.create(
      {
        product: product!,
        unit_amount: price.amount,
        currency: price.currency,
        ...(price.interval === 'Once' ? {} : { recurring: { interval: STRIPE_INTERVALS[price.interval] } }),
        active: price.active,
        metadata: { tessera_price_id: String(price.id), tessera_plan_id: String(plan.id) },
      },
      {
        idempotencyKey: `tessera-price-${price.id}-${price.amount}-${price.currency}-${price.interval}-${price.updatedAt.getTime()}`,
      },
    ),
  );
  await deps.db.update(prices).set({ stripePriceId: created.id }).where(eq(prices.id, price.id));
  return created.id;
}

/**
 * The Stripe Price a row is sold as, made now when it has none yet (a price saved before billing
 * was set up, the demo's); null while billing is off.
 */
export async function stripePriceOf(deps: AppDeps, price: PriceRow, plan: PlanRow): Promise<string | null> {
  const stripe = stripeFor(deps.config);
  if (!stripe) return null;
  return price.stripePriceId ?? newStripePrice(deps, stripe, price, plan);
}

export async function createPrice(deps: AppDeps, input: PriceBody): Promise<PriceSummary> {
  const body = priceBody.parse(input);
  const plan = await planRow(deps.db, body.plan_id);
  if (!plan) throw invalidField('plan_id', BILLING_MESSAGES.planNotFound);
  if (body.currency !== plan.currency) throw invalidField('currency', BILLING_MESSAGES.priceCurrency);
  const [row] = await deps.db
    .insert(prices)
    .values({
      planId: plan.id,
      amount: body.amount,
      currency: body.currency,
      interval: body.interval,
      active: body.active,
    })
    .returning();
  await stripePriceOf(deps, row!, plan);
  return getPrice(deps, row!.id);
}

export async function updatePrice(deps: AppDeps, id: number, body: UpdatePriceBody): Promise<PriceSummary> {
  const current = await priceRow(deps.db, id);
  const plan = current ? await planRow(deps.db, current.planId) : null;
  if (!current || !plan) throw notFound(BILLING_MESSAGES.priceNotFound);
  if (body.currency !== undefined && body.currency !== plan.currency)
    throw invalidField('currency', BILLING_MESSAGES.priceCurrency);
  const repriced =
    (body.amount !== undefined && body.amount !== current.amount) ||
    (body.currency !== undefined && body.currency !== current.currency) ||
    (body.interval !== undefined && body.interval !== current.interval);
  const [row] = await deps.db
    .update(prices)
    .set({
      ...(body.amount !== undefined ? { amount: body.amount } : {}),
      ...(body.currency !== undefined ? { currency: body.currency } : {}),
      ...(body.interval !== undefined ? { interval: body.interval } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      updatedAt: new Date(),
    })
    .where(eq(prices.id, id))
    .returning();
  const stripe = stripeFor(deps.config);
  if (stripe) {
    const old = current.stripePriceId;
    if (repriced || !old) {
      await newStripePrice(deps, stripe, row!, plan);
      if (old) await askStripe(() => stripe.prices.update(old, { active: false }));
    } else if (body.active !== undefined) {
      await askStripe(() => stripe.prices.update(old, { active: row!.active }));
    }
  }
  return getPrice(deps, id);
}
