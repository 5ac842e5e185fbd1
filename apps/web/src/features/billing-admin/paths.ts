/** Where the admin's billing screens live (SPEC §2 admin `payment/plans`, `payment/prices`). */
export const billingAdminPaths = {
  plans: '/admin/payment/plans',
  createPlan: '/admin/payment/plans/create',
  editPlan: (id: number) => `/admin/payment/plans/${id}/edit`,
  prices: '/admin/payment/prices',
  /** The price form, with `planId` chosen when given. */
  createPrice: (planId?: number) =>
    planId === undefined ? '/admin/payment/prices/create' : `/admin/payment/prices/create?plan_id=${planId}`,
  editPrice: (id: number) => `/admin/payment/prices/${id}/edit`,
} as const;
