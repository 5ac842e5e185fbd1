import type { BillingStatus, Role } from '@tessera/api-contract';
import { isReseller } from '../agencies/reseller.ts';

interface BlockingFacts {
  role: Role;
  hasCourses: boolean;
  agency: {
    status: 'active' | 'archived';
    subscribed: boolean;
    freeFee: boolean;
    freeRegister: boolean;
    stripeStatus: string;
    resellerStatus: string;
  } | null;
  /** The reseller agency managing this one, if any: its live reseller plan covers its clients. */
  reseller?: { status: 'active' | 'archived'; resellerStatus: BillingStatus } | null;
}

const AGENCY_AREA: readonly Role[] = ['Agency', 'AgencyUser', 'WebsiteUser'];

/**
 * SPEC §4 access blocking: an agency-area user is blocked unless the agency is subscribed,
 * free_fee or free_register — except course holders whose stripe or reseller status is
 * canceled, who keep access to what they bought. A client agency of a live reseller is covered
 * by its reseller's plan (SPEC §1). An archived agency is blocked outright.
 */
export function isBlocked(facts: BlockingFacts): boolean {
  if (!AGENCY_AREA.includes(facts.role)) return false;
  const agency = facts.agency;
  if (!agency || agency.status === 'archived') return true;
  if (agency.subscribed || agency.freeFee || agency.freeRegister) return false;
  if (isReseller(facts.reseller ?? null)) return false;
  const courseExempt =
    facts.hasCourses && (agency.stripeStatus === 'canceled' || agency.resellerStatus === 'canceled');
  return !courseExempt;
}
