import { describe, expect, it } from 'vitest';
import { sitePermissionFor, siteTabsFor } from '../../app/siteTabs.ts';
import { commercePaths } from './paths.ts';

describe('the Payments tab and its screens', () => {
  it('reads the gateway, products and coupons with `view`; orders and subscriptions need `manage_commerce`', () => {
    expect(sitePermissionFor('/agency/websites/:id/payments')).toBe('view');
    expect(sitePermissionFor('/agency/websites/:id/payments/products')).toBe('view');
    expect(sitePermissionFor('/agency/websites/:id/payments/coupons')).toBe('view');
    expect(sitePermissionFor('/agency/websites/:id/payments/gateway/create')).toBe('manage_commerce');
    expect(sitePermissionFor('/agency/websites/:id/payments/orders')).toBe('manage_commerce');
    expect(sitePermissionFor('/agency/websites/:id/payments/subscriptions')).toBe('manage_commerce');
  });

  it('is one tab, shown to members who view the site', () => {
    const member = { role: 'WebsiteUser' as const, blocked: false, canCreateLanding: false };
    const tabs = siteTabsFor(member, ['view'], 7);
    expect(tabs.filter((tab) => tab.label === 'Payments').map((tab) => tab.path)).toEqual([
      commercePaths.payments(7),
    ]);
  });
});
