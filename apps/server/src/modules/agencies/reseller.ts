import type { BillingStatus } from '@tessera/api-contract';

/** Reseller statuses under which an agency manages client agencies (SPEC §1, §4). */
const RESELLING: readonly BillingStatus[] = ['active', 'trialing'];

/** An agency with a live reseller subscription: it manages client agencies and covers their access. */
export function isReseller(
  agency: { resellerStatus: BillingStatus; status: 'active' | 'archived' } | null,
): boolean {
  return agency !== null && agency.status === 'active' && RESELLING.includes(agency.resellerStatus);
}
