import type {
  PlanBody,
  PlanDetail,
  PlanType,
  PriceBody,
  PriceInterval,
  PriceSummary,
  UpdatePlanBody,
  UpdatePriceBody,
} from '@tessera/api-contract';
import { formatAmount, parseAmount } from './money.ts';

/**
 * The plan and price forms' values and the bodies they send: pure, so the screens only bind
 * inputs. Values are named as the API names its fields, so a 422 lands on the input it is about.
 */

/** A number input's value: a number, or '' while it is empty. */
export type NumberText = number | '';

export interface PlanFormValues {
  name: string;
  title: string;
  description: string;
  type: PlanType;
  currency: string;
  trial_days: NumberText;
  premium_apps: string[];
  premium_elements: string[];
  /** Empty: this plan sets no limit. */
  card_limit: NumberText;
  site_limit: NumberText;
  active: boolean;
}

export const PLAN_FIELDS = [
  'name',
  'title',
  'description',
  'type',
  'currency',
  'trial_days',
  'premium_apps',
  'premium_elements',
  'card_limit',
  'site_limit',
  'active',
] as const satisfies readonly (keyof PlanFormValues)[];

export function planFormValues(plan: PlanDetail | null): PlanFormValues {
  return {
    name: plan?.name ?? '',
    title: plan?.title ?? '',
    description: plan?.description ?? '',
    type: plan?.type ?? 'agency',
    currency: plan?.currency ?? 'usd',
    trial_days: plan?.trial_days ?? 0,
    premium_apps: plan?.premium_apps ?? [],
    premium_elements: plan?.premium_elements ?? [],
    card_limit: plan?.card_limit ?? '',
    site_limit: plan?.site_limit ?? '',
    active: plan?.active ?? true,
  };
}

/** A number input read as a limit: empty is no limit (null). */
export function limitOf(value: NumberText): number | null {
  return value === '' ? null : value;
}

/** A new plan's body. */
export function planBodyOf(values: PlanFormValues): PlanBody {
  return {
    name: values.name.trim(),
    title: values.title,
    description: values.description,
    type: values.type,
    currency: values.currency as PlanBody['currency'],
    trial_days: values.trial_days === '' ? 0 : values.trial_days,
    premium_apps: values.premium_apps,
    premium_elements: values.premium_elements,
    card_limit: limitOf(values.card_limit),
    site_limit: limitOf(values.site_limit),
    active: values.active,
  };
}

/** The fields of `next` that differ from `before` (arrays compared item by item). */
export function changedFields<T extends object>(before: T, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const a = before[key];
    const b = next[key];
    const same =
      Array.isArray(a) && Array.isArray(b)
        ? a.length === b.length && a.every((item, index) => item === b[index])
        : Object.is(a, b);
    if (!same) out[key] = b;
  }
  return out;
}

/** Whether a plan's currency is fixed: it has prices, and a price is in its plan's currency. */
export function currencyLocked(plan: Pick<PlanDetail, 'prices'> | null): boolean {
  return plan !== null && plan.prices.length > 0;
}

/** An existing plan's update: only what changed (never the currency once the plan has prices). */
export function planUpdateOf(plan: PlanDetail, values: PlanFormValues): UpdatePlanBody {
  const changed = changedFields(planBodyOf(planFormValues(plan)), planBodyOf(values));
  if (currencyLocked(plan)) delete changed.currency;
  return changed;
}

export interface PriceFormValues {
  /** The plan's id as the select holds it; null until one is chosen. */
  plan_id: string | null;
  /** As typed, in the currency's units ("97.00"). */
  amount: string;
  interval: PriceInterval;
  active: boolean;
}

export const PRICE_FIELDS = ['plan_id', 'amount', 'currency', 'interval', 'active'] as const;

/** A valid plan id in the address (`?plan_id=3`), else null. */
export function planIdParam(value: string | null): string | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? value : null;
}

export function priceFormValues(price: PriceSummary | null, planId: string | null = null): PriceFormValues {
  return {
    plan_id: price ? String(price.plan_id) : planId,
    amount: price ? formatAmount(price.amount, price.currency) : '',
    interval: price?.interval ?? 'Monthly',
    active: price?.active ?? true,
  };
}

type Built<B> = { ok: true; body: B } | { ok: false; errors: Record<string, string> };

/** A new price's body in its plan's `currency`, or the messages of what cannot be sent. */
export function priceBodyOf(values: PriceFormValues, currency: string | null): Built<PriceBody> {
  if (values.plan_id === null || currency === null) {
    return { ok: false, errors: { plan_id: 'Choose the plan this price is for.' } };
  }
  const amount = parseAmount(values.amount, currency);
  if (!amount.ok) return { ok: false, errors: { amount: amount.message } };
  return {
    ok: true,
    body: {
      plan_id: Number(values.plan_id),
      amount: amount.minor,
      currency: currency as PriceBody['currency'],
      interval: values.interval,
      active: values.active,
    },
  };
}

/** An existing price's update: what changed of its amount, interval and state (may be nothing). */
export function priceUpdateOf(price: PriceSummary, values: PriceFormValues): Built<UpdatePriceBody> {
  const amount = parseAmount(values.amount, price.currency);
  if (!amount.ok) return { ok: false, errors: { amount: amount.message } };
  return {
    ok: true,
    body: changedFields(
      { amount: price.amount, interval: price.interval, active: price.active },
      { amount: amount.minor, interval: values.interval, active: values.active },
    ),
  };
}

/** Whether saving these changes makes a new Stripe price (subscribers keep the old one). */
export function makesNewStripePrice(body: UpdatePriceBody): boolean {
  return body.amount !== undefined || body.interval !== undefined || body.currency !== undefined;
}

/** A plan name made from a title, as the name rule wants it: "Agency – Monthly" → "agency-monthly". */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
