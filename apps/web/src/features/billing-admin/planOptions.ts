import type { PlanDetail } from '@tessera/api-contract';
import { usePlans } from '../../api/billing-admin.ts';

/** How a plan select names a plan: "Agency – Monthly (agency-monthly)", marked when not offered. */
export function planOptionLabel(plan: Pick<PlanDetail, 'title' | 'name' | 'active'>): string {
  return `${plan.title} (${plan.name})${plan.active ? '' : ' — inactive'}`;
}

/**
 * The plans for a select (the price list's filter, the price form, giving an agency a plan), by
 * name: every plan, or with `activeOnly` the ones offered.
 */
export function usePlanOptions({ activeOnly = false, enabled = true } = {}) {
  const plans = usePlans(
    {
      page: 1,
      per_page: 100,
      sort: 'name',
      order: 'asc',
      ...(activeOnly ? { active: 'true' as const } : {}),
    },
    { enabled },
  );
  const list = plans.data?.data ?? [];
  return {
    plans: list,
    pending: plans.isPending,
    error: plans.error,
    refetch: plans.refetch,
    options: list.map((plan) => ({ value: String(plan.id), label: planOptionLabel(plan) })),
  };
}
