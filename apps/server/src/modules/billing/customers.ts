import { BILLING_MESSAGES } from '@tessera/api-contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { billingCustomers } from '../../db/schema/billing.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { askStripe, stripeFor } from '../../lib/stripe.ts';

/** The Stripe client, or the answer that billing is not set up (503: the service is not there). */
export function requireStripe(deps: AppDeps): Stripe {
  const stripe = stripeFor(deps.config);
  if (!stripe) throw new HttpError(503, BILLING_MESSAGES.notConfigured);
  return stripe;
}

export async function customerIdOf(db: Database, agencyId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.agencyId, agencyId))
    .limit(1);
  return row?.id ?? null;
}

/** The agency a Stripe customer belongs to (webhooks name customers, not agencies). */
export async function agencyOfCustomer(db: Database, customerId: string): Promise<number | null> {
  const [row] = await db
    .select({ agencyId: billingCustomers.agencyId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .limit(1);
  return row?.agencyId ?? null;
}

/**
 * The agency's Stripe customer, made on its first payment step. The idempotency key makes a
 * racing second request get the same customer, and the unique agency key keeps one row.
 */
export async function ensureCustomer(
  deps: AppDeps,
  agency: { id: number; name: string },
  owner: { email: string; name: string } | null,
): Promise<string> {
  const known = await customerIdOf(deps.db, agency.id);
  if (known) return known;
  const stripe = requireStripe(deps);
  const customer = await askStripe(() =>
    stripe.customers.create(
      {
        name: agency.name,
        ...(owner ? { email: owner.email } : {}),
        metadata: { tessera_agency_id: String(agency.id) },
      },
      { idempotencyKey: `tessera-agency-${agency.id}-customer` },
    ),
  );
  await deps.db
    .insert(billingCustomers)
    .values({ agencyId: agency.id, stripeCustomerId: customer.id })
    .onConflictDoNothing();
  return (await customerIdOf(deps.db, agency.id)) ?? customer.id;
}
