/**
 * What billing left in a database for the agencies that ordered, read with SQL, and the
 * differences between two such states: agency fields, subscription rows by Stripe id and invoice
 * rows by Stripe id.
 */
import type { PGlite } from '@electric-sql/pglite';

const AGENCY_FIELDS = [
  'subscribed',
  'stripe_status',
  'reseller_status',
  'stripe_price',
  'reseller_plan',
  'app_plans',
  'premium_apps',
  'premium_elements',
] as const;
const SUBSCRIPTION_FIELDS = [
  'status',
  'section',
  'plan',
  'price',
  'cancel_at_period_end',
  'current_period_end',
] as const;
const INVOICE_FIELDS = ['status', 'amount_due', 'amount_paid', 'currency', 'subscription'] as const;

type Row = Record<string, unknown>;

export interface AgencyState {
  fields: Row;
  /** By Stripe id (`sub_…`, or `pi_…` for a one-time order). */
  subscriptions: Map<string, Row>;
  /** By Stripe invoice id. */
  invoices: Map<string, Row>;
}

export type BillingState = Map<number, AgencyState>;

/** Dates as ISO strings and JSON as text, so that equal states compare equal. */
const plain = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : value;

export async function readState(client: PGlite, agencyIds: readonly number[]): Promise<BillingState> {
  const state: BillingState = new Map();
  const agencies = await client.query<Row & { id: number }>(
    `SELECT id, ${AGENCY_FIELDS.join(', ')} FROM agencies WHERE id = ANY($1)`,
    [agencyIds],
  );
  for (const row of agencies.rows)
    state.set(row.id, {
      fields: Object.fromEntries(AGENCY_FIELDS.map((field) => [field, plain(row[field])])),
      subscriptions: new Map(),
      invoices: new Map(),
    });
  const subscriptions = await client.query<Row & { agency_id: number; stripe_id: string }>(
    `SELECT s.id, s.agency_id, s.stripe_id, s.status, s.section, p.name AS plan, s.price_id AS price,
            s.cancel_at_period_end, s.current_period_end
       FROM billing_subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.agency_id = ANY($1)`,
    [agencyIds],
  );
  for (const row of subscriptions.rows)
    state
      .get(row.agency_id)
      ?.subscriptions.set(
        row.stripe_id ?? `(given by an admin, row ${String(row.id)})`,
        Object.fromEntries(SUBSCRIPTION_FIELDS.map((field) => [field, plain(row[field])])),
      );
  const invoices = await client.query<Row & { agency_id: number; stripe_invoice_id: string }>(
    `SELECT agency_id, stripe_invoice_id, status, amount_due, amount_paid, currency,
            stripe_subscription_id AS subscription
       FROM billing_invoices WHERE agency_id = ANY($1)`,
    [agencyIds],
  );
  for (const row of invoices.rows)
    state
      .get(row.agency_id)
      ?.invoices.set(
        row.stripe_invoice_id,
        Object.fromEntries(INVOICE_FIELDS.map((field) => [field, plain(row[field])])),
      );
  return state;
}

export interface Mismatch {
  agencyId: number;
  /** `agency`, `subscription sub_…` or `invoice in_…`. */
  what: string;
  field: string;
  left: unknown;
  right: unknown;
}

export interface Comparison {
  agencies: number;
  subscriptions: number;
  invoices: number;
  mismatches: Mismatch[];
}

function compareRows(
  agencyId: number,
  kind: string,
  left: Map<string, Row>,
  right: Map<string, Row>,
  fields: readonly string[],
  mismatches: Mismatch[],
): number {
  const ids = new Set([...left.keys(), ...right.keys()]);
  for (const id of ids) {
    const a = left.get(id);
    const b = right.get(id);
    if (!a || !b) {
      mismatches.push({
        agencyId,
        what: `${kind} ${id}`,
        field: '(row)',
        left: a ? 'present' : 'missing',
        right: b ? 'present' : 'missing',
      });
      continue;
    }
    for (const field of fields)
      if (a[field] !== b[field])
        mismatches.push({ agencyId, what: `${kind} ${id}`, field, left: a[field], right: b[field] });
  }
  return ids.size;
}

/** Every difference between two states, over the given agencies. */
export function compareStates(
  left: BillingState,
  right: BillingState,
  agencyIds: readonly number[],
): Comparison {
  const result: Comparison = { agencies: 0, subscriptions: 0, invoices: 0, mismatches: [] };
  for (const agencyId of agencyIds) {
    const a = left.get(agencyId);
    const b = right.get(agencyId);
    result.agencies++;
    if (!a || !b) {
      result.mismatches.push({
        agencyId,
        what: 'agency',
        field: '(row)',
        left: Boolean(a),
        right: Boolean(b),
      });
      continue;
    }
    for (const field of AGENCY_FIELDS)
      if (a.fields[field] !== b.fields[field])
        result.mismatches.push({
          agencyId,
          what: 'agency',
          field,
          left: a.fields[field],
          right: b.fields[field],
        });
    result.subscriptions += compareRows(
      agencyId,
      'subscription',
      a.subscriptions,
      b.subscriptions,
      SUBSCRIPTION_FIELDS,
      result.mismatches,
    );
    result.invoices += compareRows(
      agencyId,
      'invoice',
      a.invoices,
      b.invoices,
      INVOICE_FIELDS,
      result.mismatches,
    );
  }
  return result;
}
